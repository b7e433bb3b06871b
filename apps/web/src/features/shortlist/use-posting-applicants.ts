import { useEffect, useState } from 'react';
import { requestJobInfo } from '../../components/job-info-api.ts';
import { requestPostingApplicants } from './shortlist-api.ts';
import { postingHtmlToText } from './posting-text.ts';

export interface PostingApplicants {
  jobId: string;
  title: string;
  applicants: number;
}

/**
 * For a run started from one of the recruiter's postings: reads the posting, hands its
 * description to `onDescription` (so the screen shows what the run ranks against), and counts
 * its applicants. Null while loading, or when the id is not one of the recruiter's postings.
 */
export function usePostingApplicants(
  jobId: string | null,
  onDescription: (text: string) => void,
): PostingApplicants | null {
  const [posting, setPosting] = useState<PostingApplicants | null>(null);
  useEffect(() => {
    if (!jobId) return;
    let isCurrent = true;
    void Promise.all([requestJobInfo(jobId), requestPostingApplicants(jobId)]).then(([info, applicants]) => {
      if (!isCurrent || !info.ok) return;
      onDescription(postingHtmlToText(info.data.job_details.description));
      if (applicants.ok)
        setPosting({ jobId, title: info.data.job_details.title, applicants: applicants.data.applications.length });
    });
    return () => {
      isCurrent = false;
    };
    // onDescription is a state setter: stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jobId]);
  return posting;
}
