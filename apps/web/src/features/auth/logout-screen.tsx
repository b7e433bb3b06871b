import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { signOut } from '../../app/session.ts';
import { paths } from '../../app/paths.ts';
import { LoadingBlock } from '../../components/loading-block.tsx';

/** /logout: revokes the refresh token, clears tokens and state, then goes to /. */
export function LogoutScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    let isCurrent = true;
    void signOut().then(() => {
      if (isCurrent) void navigate(paths.landing, { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [navigate]);
  return <LoadingBlock label="Logging out..." />;
}
