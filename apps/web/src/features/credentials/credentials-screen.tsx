import { useEffect, useState } from 'react';
import { CREDENTIALS_PLACEHOLDER_MS } from '@vitae/shared/constants';
import { LoadingBlock } from '../../components/loading-block.tsx';

/** Spec section 2: a spinner for 2 seconds, then placeholder text. */
export function CredentialsScreen() {
  const [isWaiting, setIsWaiting] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setIsWaiting(false), CREDENTIALS_PLACEHOLDER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <section>
      <h1 className="h3 mb-3">Credentials</h1>
      {isWaiting ? <LoadingBlock label="Loading credentials..." /> : <p>No credentials to show yet.</p>}
    </section>
  );
}
