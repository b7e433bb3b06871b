import { Outlet } from 'react-router';
import Container from 'react-bootstrap/Container';
import { Header } from './header.tsx';

export function AppLayout() {
  return (
    <>
      <Header />
      <Container as="main" className="pb-5">
        <Outlet />
      </Container>
    </>
  );
}
