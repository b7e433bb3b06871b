import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAppSelector } from '../store.ts';
import { hasStoredTokens } from '../token-storage.ts';
import { restoreSession } from '../session.ts';
import { paths } from '../paths.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';

/**
 * Guarded routes (spec section 2): without stored tokens go to /login; with stored tokens but no
 * user in memory (a reload), verify them first and go to /login if that fails.
 */
export function RequireAuth() {
  const isAuthenticated = useAppSelector((s) => s.user.isAuthenticated);
  const location = useLocation();
  const hasTokens = hasStoredTokens();
  const [restore, setRestore] = useState<'pending' | 'failed'>('pending');

  useEffect(() => {
    if (isAuthenticated || !hasTokens) return;
    let isCurrent = true;
    void restoreSession().then((ok) => {
      if (isCurrent && !ok) setRestore('failed');
    });
    return () => {
      isCurrent = false;
    };
  }, [isAuthenticated, hasTokens]);

  if (isAuthenticated) return <Outlet />;
  if (!hasTokens || restore === 'failed')
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <LoadingBlock label="Signing you in..." />;
}
