import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { TemplateName } from '@vitae/shared/api/documents';
import { pdfFileName, resumesLeft } from '@vitae/shared/constants';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { setActions } from '../../app/user-slice.ts';
import { setJobDescription } from '../../app/app-slice.ts';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../components/link-button.tsx';
import { requestUpdateActions } from './generate-api.ts';
import { pickSectionActions, toggleAction } from './toggle-action.ts';
import { useTailoring } from './use-tailoring.ts';
import { JobForm } from './job-form.tsx';
import { TailoredResult } from './tailored-result.tsx';
import { GenerateFindings } from './generate-findings.tsx';
import { ReadinessWarning } from './readiness-warning.tsx';
import { ResumePicker } from './resume-picker.tsx';
import Alert from 'react-bootstrap/Alert';

/** Generate (/generate): tailor one of the person's resumes (the default preselected) to a pasted job description. */
export function GenerateScreen() {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.user);
  const jobDescription = useAppSelector((s) => s.app.jobDescription);
  const [template, setTemplate] = useState<TemplateName>('classic');
  const tailoring = useTailoring();
  const actions = pickSectionActions(user.actions);
  const defaultEntry = user.defaultResume ? user.userResumes[user.defaultResume] : undefined;
  const [picked, setPicked] = useState<string | null>(null);
  const resumeKey = picked && user.userResumes[picked] ? picked : (user.defaultResume ?? '');

  function toggle(name: string) {
    const next = toggleAction(user.actions, name);
    dispatch(setActions(next));
    // The choice is remembered for the next visit; a failed save only costs that convenience.
    void requestUpdateActions(next).then((answer) => {
      if (!answer.ok) console.error('Could not save the chosen sections', answer.status, answer.message);
    });
  }

  function changeTemplate(next: TemplateName) {
    setTemplate(next);
    if (tailoring.result) void tailoring.refresh(tailoring.result.resume, next);
  }

  return (
    <section>
      <h1 className="h3 mb-1">Tailor Resume</h1>
      <p className="text-muted small mb-3">
        {defaultEntry ? (
          <>
            Tailoring <strong>{user.userResumes[resumeKey]?.nickname ?? defaultEntry.nickname}</strong>
            {resumeKey === user.defaultResume ? ', your default resume' : ''}.
          </>
        ) : (
          <>No default resume yet: set one on Home, or upload one first. </>
        )}{' '}
        Tokens left: <strong data-testid="tokens-left">{user.tokensLeft.toLocaleString()}</strong> (about{' '}
        {resumesLeft(user.tokensLeft)} resumes).
      </p>
      <ReadinessWarning resumeKey={resumeKey} />
      {!defaultEntry && (
        <LinkButton to={paths.upload} variant="outline-primary" size="sm" className="mb-3">
          Upload new resume
        </LinkButton>
      )}
      {defaultEntry && (
        <ResumePicker
          resumes={user.userResumes}
          defaultKey={user.defaultResume}
          value={resumeKey}
          onChange={setPicked}
          disabled={tailoring.isGenerating}
        />
      )}
      <Row className="g-4">
        <Col lg={5}>
          <JobForm
            jobDescription={jobDescription}
            onJobDescription={(text) => dispatch(setJobDescription(text))}
            actions={actions}
            onToggle={toggle}
            template={template}
            onTemplate={changeTemplate}
            isBusy={tailoring.isGenerating}
            onGenerate={() => void tailoring.generate(jobDescription, actions, template, resumeKey || undefined)}
          />
        </Col>
        <Col lg={7} aria-live="polite">
          {tailoring.notice && <Alert variant="info">{tailoring.notice}</Alert>}
          <TailoredResult
            result={tailoring.result}
            failure={tailoring.failure}
            refreshFailure={tailoring.refreshFailure}
            onCloseRefreshFailure={tailoring.clearRefreshFailure}
            isGenerating={tailoring.isGenerating}
            isRefreshing={tailoring.isRefreshing}
            fileName={pdfFileName(user.name)}
            onRefresh={(resume) => tailoring.refresh(resume, template)}
          />
          {tailoring.result?.report && !tailoring.isGenerating && (
            <GenerateFindings
              report={tailoring.result.report}
              isGenerating={tailoring.isGenerating}
              onGenerateAgain={() => void tailoring.generate(jobDescription, actions, template, resumeKey || undefined)}
            />
          )}
        </Col>
      </Row>
    </section>
  );
}
