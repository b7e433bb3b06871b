import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import Card from 'react-bootstrap/Card';
import Button from 'react-bootstrap/Button';
import Badge from 'react-bootstrap/Badge';
import { resumesLeft } from '@vitae/shared/constants';
import { useAppSelector } from '../../app/store.ts';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../components/link-button.tsx';
import { ResumeList } from './resume-list.tsx';

export function JobSeekerHome() {
  const name = useAppSelector((s) => s.user.name);
  const tokensLeft = useAppSelector((s) => s.user.tokensLeft);
  const remaining = resumesLeft(tokensLeft);

  return (
    <>
      <h1 className="h3 mb-3">Welcome{name ? `, ${name}` : ''}</h1>
      <Row xs={1} md={3} className="g-3 mb-4">
        <Col>
          <Card className="h-100">
            <Card.Body className="d-flex flex-column">
              <Card.Title>Create Your Resume</Card.Title>
              <Card.Text>Start from an empty resume and fill it in section by section.</Card.Text>
              <LinkButton to={paths.createResume} className="mt-auto">
                Create Your Resume
              </LinkButton>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card className="h-100">
            <Card.Body className="d-flex flex-column">
              <Card.Title>Remaining Resumes</Card.Title>
              <p className="display-6 mb-1" data-testid="resumes-left">
                {remaining}
              </p>
              <Card.Text className="text-muted small">Tailored resumes left with your token balance.</Card.Text>
              {/* Spec section 2: the View Stats button has no behaviour. */}
              <Button variant="outline-secondary" className="mt-auto" type="button">
                View Stats
              </Button>
            </Card.Body>
          </Card>
        </Col>
        <Col>
          <Card className="h-100">
            <Card.Body className="d-flex flex-column">
              <Card.Title>
                Search Jobs{' '}
                <Badge bg="info" text="dark">
                  beta
                </Badge>
              </Card.Title>
              <Card.Text>Describe the job you want in plain words.</Card.Text>
              <LinkButton to={paths.jobs} variant="outline-primary" className="mt-auto">
                Search Jobs
              </LinkButton>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <Card className="mb-4">
        <Card.Body>
          <Card.Title as="h2" className="h5">
            Your Resumes
          </Card.Title>
          <ResumeList />
        </Card.Body>
      </Card>
      <div className="d-flex flex-wrap gap-2">
        <LinkButton to={paths.resumes}>Edit Resume</LinkButton>
        <LinkButton to={paths.upload} variant="outline-primary">
          Upload new resume
        </LinkButton>
        <LinkButton to={paths.generate} variant="outline-primary">
          Tailor Resume
        </LinkButton>
        <LinkButton to={paths.contact} variant="outline-secondary">
          Contact Us
        </LinkButton>
      </div>
    </>
  );
}
