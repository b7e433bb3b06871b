import Card from 'react-bootstrap/Card';
import { useAppSelector } from '../../app/store.ts';

export function AccountScreen() {
  const name = useAppSelector((s) => s.user.name);
  const email = useAppSelector((s) => s.user.email);
  return (
    <Card className="mx-auto auth-card">
      <Card.Body>
        <h1 className="h3 mb-3">Account</h1>
        <dl className="mb-0">
          <dt>Name</dt>
          <dd data-testid="account-name">{name}</dd>
          <dt>Email</dt>
          <dd data-testid="account-email" className="text-break">
            {email}
          </dd>
        </dl>
      </Card.Body>
    </Card>
  );
}
