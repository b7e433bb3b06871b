import Card from 'react-bootstrap/Card';
import { useAppSelector } from '../../app/store.ts';
import { ChangePasswordSection } from './change-password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { ExportSection } from './export-section.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';

export function AccountScreen() {
  const name = useAppSelector((s) => s.user.name);
  const email = useAppSelector((s) => s.user.email);
  // Google accounts have no password: its actions are hidden.
  const hasPassword = useAppSelector((s) => s.user.hasPassword);
  return (
    <Card className="mx-auto my-4 form-card">
      <Card.Body>
        <h1 className="h3 mb-3">Account</h1>
        <dl className="mb-4">
          <dt>Name</dt>
          <dd data-testid="account-name">{name}</dd>
          <dt>Email</dt>
          <dd data-testid="account-email" className="text-break">
            {email}
          </dd>
        </dl>
        {hasPassword && <ChangePasswordSection />}
        <SessionsSection />
        <ExportSection />
        <DeleteAccountSection />
      </Card.Body>
    </Card>
  );
}
