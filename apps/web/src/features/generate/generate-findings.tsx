import type { TailorReport } from '@vitae/shared/api/tailoring';
import { AtsFindings } from './ats-findings.tsx';
import { CloseGaps } from './close-gaps.tsx';

interface Props {
  report: TailorReport;
  isGenerating: boolean;
  onGenerateAgain: () => void;
}

/** Under the tailored resume: the gaps the person can close truthfully, and the ATS findings. */
export function GenerateFindings({ report, isGenerating, onGenerateAgain }: Props) {
  return (
    <>
      <CloseGaps
        key={report.missing.join('|')}
        missing={report.missing}
        isGenerating={isGenerating}
        onGenerateAgain={onGenerateAgain}
      />
      <AtsFindings findings={report.ats} />
    </>
  );
}
