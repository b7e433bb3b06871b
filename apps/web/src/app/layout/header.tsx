import { Link, NavLink } from 'react-router';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { LinkButton } from '../../components/link-button.tsx';
import { useAppSelector } from '../store.ts';
import { paths } from '../paths.ts';

/** Spec section 2: logo to /home; Login when logged out; a profile dropdown when logged in. */
export function Header() {
  const isAuthenticated = useAppSelector((s) => s.user.isAuthenticated);
  const name = useAppSelector((s) => s.user.name);
  const isRecruiter = useAppSelector((s) => s.user.userType === 'recruiter' || s.user.userType === 'portal_admin');
  return (
    <Navbar bg="dark" data-bs-theme="dark" className="mb-3">
      <Container>
        <Navbar.Brand as={Link} to={paths.home} aria-label="Vitae home">
          Vitae
        </Navbar.Brand>
        {isAuthenticated && isRecruiter ? (
          <NavLink to={paths.recruiter} className="nav-link text-light ms-auto me-3">
            Recruiter
          </NavLink>
        ) : null}
        {isAuthenticated ? (
          <NavDropdown title={name || 'Profile'} id="profile-menu" align="end" className="text-light">
            <NavDropdown.Item as={NavLink} to={paths.account}>
              Account
            </NavDropdown.Item>
            <NavDropdown.Item as={NavLink} to={paths.feedback}>
              Feedback
            </NavDropdown.Item>
            <NavDropdown.Divider />
            <NavDropdown.Item as={NavLink} to={paths.logout}>
              Logout
            </NavDropdown.Item>
          </NavDropdown>
        ) : (
          <LinkButton to={paths.login} variant="outline-light" size="sm">
            Login
          </LinkButton>
        )}
      </Container>
    </Navbar>
  );
}
