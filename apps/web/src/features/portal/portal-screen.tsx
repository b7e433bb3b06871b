import { useEffect } from 'react';
import { useParams } from 'react-router';
import { api } from '../../app/api.ts';

/** Spec section 2: reads the company, requests portal info (only logged) and shows an empty header. */
export function PortalScreen() {
  const { company } = useParams();
  useEffect(() => {
    if (!company) {
      console.error('Portal: the company is missing from the address');
      return;
    }
    void api.post('portal/dashboard', { company }).then((answer) => console.log('Portal dashboard', answer));
  }, [company]);
  return <header className="border-bottom pb-3 mb-3" data-testid="portal-header" />;
}
