import { useState } from 'react';
import type { TailorReport } from '@vitae/shared/api/tailoring';
import type { Resume } from '@vitae/shared/resume/schema';
import { useAppSelector } from '../../app/store.ts';
import { useResumeBody } from '../resumes/use-resume-body.ts';
import { ChangesReview } from './changes-review.tsx';
import { MatchGauge } from './match-gauge.tsx';

interface Props {
  /** The resume shown now (Refresh replaces it with the edited one). */
  resume: Resume;
  report: TailorReport | null;
  onChange: (merged: Resume) => void;
}

/**
 * Generate's review: the match gauges and the line-by-line changes against the default resume.
 * The changes are those of one Generate answer (its report): a Refresh with some changes rejected
 * does not make them vanish from the list.
 */
export function TailoredChanges({ resume, report, onChange }: Props) {
  const defaultKey = useAppSelector((s) => s.user.defaultResume);
  const { resume: original } = useResumeBody(defaultKey);
  const [generated, setGenerated] = useState({ report, resume, generation: 0 });
  if (generated.report !== report) setGenerated({ report, resume, generation: generated.generation + 1 });
  return (
    <>
      {report && <MatchGauge before={report.scoreBefore} after={report.scoreAfter} />}
      {original && (
        <ChangesReview key={generated.generation} before={original} after={generated.resume} onChange={onChange} />
      )}
    </>
  );
}
