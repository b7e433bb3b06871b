import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/store.ts';
import { saveResume } from '../../app/user-slice.ts';
import { requestResume } from './resume-api.ts';

/**
 * The body of one saved resume: taken from the store when cached, otherwise fetched once and cached
 * there (spec section 4). A failed fetch is logged (spec section 8) and reported as `hasFailed`.
 */
export function useResumeBody(key: string | null) {
  const dispatch = useAppDispatch();
  const cached = useAppSelector((s) => (key ? s.user.userResumes[key]?.resume : undefined));
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const isCached = cached !== undefined;

  useEffect(() => {
    if (!key || isCached) return;
    let isCurrent = true;
    void requestResume(key).then((answer) => {
      if (!isCurrent) return;
      if (answer.ok) dispatch(saveResume({ key, resume: answer.data.resume }));
      else {
        console.error('Could not fetch the resume', answer.status, answer.message);
        setFailedKey(key);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, [key, isCached, dispatch]);

  const hasFailed = key !== null && failedKey === key;
  return { resume: cached, isLoading: key !== null && !isCached && !hasFailed, hasFailed };
}
