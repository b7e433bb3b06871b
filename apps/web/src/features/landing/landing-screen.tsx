import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths.ts';
import { hasStoredTokens } from '../../app/token-storage.ts';
import { restoreSession } from '../../app/session.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';
import { LinkButton } from '../../components/link-button.tsx';

/** Landing: logs in automatically when tokens are stored (spec section 2). */
export function LandingScreen() {
  const navigate = useNavigate();
  const [isRestoring, setIsRestoring] = useState(hasStoredTokens);

  useEffect(() => {
    if (!hasStoredTokens()) return;
    let isCurrent = true;
    void restoreSession().then(async (ok) => {
      if (!isCurrent) return;
      if (ok) await navigate(paths.home, { replace: true });
      else setIsRestoring(false);
    });
    return () => {
      isCurrent = false;
    };
  }, [navigate]);

  if (isRestoring) return <LoadingBlock label="Signing you in..." />;
  return (
    <section className="text-center py-5">
      <h1 className="display-5 fw-bold mb-4">Build your resume fast and easy</h1>
      <p className="lead mb-4">Parse, edit, tailor and store your resumes in one place.</p>
      <LinkButton to={paths.login} size="lg">
        Get Started
      </LinkButton>
    </section>
  );
}
