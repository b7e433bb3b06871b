import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import Container from 'react-bootstrap/Container';
import { Header } from './header.tsx';
import { useAppSelector } from '../store.ts';
import { hasStoredTokens } from '../token-storage.ts';
import { restoreSession } from '../session.ts';

/**
 * Every screen's frame. A fresh load of any page (a job opened from search in a new tab, a 404)
 * restores a stored session, so the header and forms know the person; public pages never redirect.
 */
export function AppLayout() {
  const isAuthenticated = useAppSelector((s) => s.user.isAuthenticated);
  useEffect(() => {
    if (!isAuthenticated && hasStoredTokens()) void restoreSession();
    // Only on the first load: after a sign-out the tokens are gone, after a sign-in the user is set.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
      <Header />
      <Container as="main" className="pb-5">
        <Outlet />
      </Container>
      {/* Each navigation starts at the top of the page; Back and Forward return to where the person was. */}
      <ScrollRestoration />
    </>
  );
}
