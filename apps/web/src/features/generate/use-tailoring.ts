import { useState } from 'react';
import type { TemplateName } from '@vitae/shared/api/documents';
import type { TailorReport } from '@vitae/shared/api/tailoring';
import type { GenerateAction } from '@vitae/shared/constants';
import type { Resume } from '@vitae/shared/resume/schema';
import { useAppDispatch } from '../../app/store.ts';
import { setGeneratedResume, subtractTokens } from '../../app/user-slice.ts';
import type { StatusMessage } from '../../components/alert-from-status.tsx';
import { decodeBase64 } from '../../components/pdf-viewer/base64.ts';
import { requestGenerate, requestRefresh } from './generate-api.ts';

export interface TailoredResult {
  pdf: Uint8Array;
  resume: Resume;
  report: TailorReport | null;
}

/**
 * Generate's states (spec section 4): idle, loading, then a PDF preview or the server's message
 * in its place. Refresh renders edited content again; its failure keeps the last preview.
 */
export function useTailoring() {
  const dispatch = useAppDispatch();
  const [result, setResult] = useState<TailoredResult | null>(null);
  const [failure, setFailure] = useState<StatusMessage | null>(null);
  const [refreshFailure, setRefreshFailure] = useState<StatusMessage | null>(null);
  const [isGenerating, setIsGenerating] = useState(false);
  /** Said when a generate changed nothing and so cost nothing. */
  const [notice, setNotice] = useState<string | null>(null);
  const [isRefreshing, setIsRefreshing] = useState(false);

  async function generate(jobDescription: string, actions: GenerateAction[], template: TemplateName, key?: string) {
    setIsGenerating(true);
    setFailure(null);
    setNotice(null);
    setRefreshFailure(null);
    const answer = await requestGenerate(jobDescription, actions, template, key);
    setIsGenerating(false);
    if (!answer.ok) {
      setResult(null);
      setFailure(answer);
      return;
    }
    const { usage, resume, generatedResume, report } = answer.data;
    dispatch(subtractTokens(usage));
    if (usage === 0) setNotice('Nothing in the chosen sections needed changing for this job, so no tokens were spent.');
    dispatch(setGeneratedResume(generatedResume));
    setResult({ pdf: decodeBase64(resume), resume: generatedResume, report });
  }

  /** Renders `resume` again (after an edit or a template change); true when the preview changed. */
  async function refresh(resume: Resume, template: TemplateName): Promise<boolean> {
    setIsRefreshing(true);
    setRefreshFailure(null);
    const answer = await requestRefresh(resume, template);
    setIsRefreshing(false);
    if (!answer.ok) {
      setRefreshFailure(answer);
      return false;
    }
    dispatch(setGeneratedResume(answer.data.refreshedResume));
    setResult((last) => ({
      pdf: decodeBase64(answer.data.resume),
      resume: answer.data.refreshedResume,
      report: last?.report ?? null,
    }));
    return true;
  }

  return {
    result,
    failure,
    notice,
    refreshFailure,
    isGenerating,
    isRefreshing,
    generate,
    refresh,
    clearRefreshFailure: () => setRefreshFailure(null),
  };
}
