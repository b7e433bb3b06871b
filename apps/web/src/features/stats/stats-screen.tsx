import Row from 'react-bootstrap/Row';
import Col from 'react-bootstrap/Col';
import Card from 'react-bootstrap/Card';

/** Spec section 2: the stats page shows the fixed numbers 10 and 10. */
const FIXED_STATS = [
  { label: 'Resumes created', value: 10 },
  { label: 'Jobs applied', value: 10 },
];

export function StatsScreen() {
  return (
    <section>
      <h1 className="h3 mb-3">Stats</h1>
      <Row xs={1} sm={2} className="g-3">
        {FIXED_STATS.map((stat) => (
          <Col key={stat.label}>
            <Card body>
              <p className="display-6 mb-0">{stat.value}</p>
              <p className="text-muted mb-0">{stat.label}</p>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
