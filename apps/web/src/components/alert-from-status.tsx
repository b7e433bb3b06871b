import Alert from 'react-bootstrap/Alert';
import { variantFromStatus, type AlertVariant } from './variant-from-status.ts';

export interface StatusMessage {
  status: number;
  message: string;
}

interface Props {
  result: StatusMessage | null;
  /** Forces a style, for screens whose spec gives one (contact: success or danger). */
  variant?: AlertVariant;
  onClose?: () => void;
  className?: string;
}

/** The one alert that shows an answer: its style comes from the status (spec section 8). */
export function AlertFromStatus({ result, variant, onClose, className }: Props) {
  if (!result || !result.message) return null;
  const chosen = variant ?? variantFromStatus(result.status);
  return (
    <Alert
      variant={chosen}
      className={className}
      dismissible={Boolean(onClose)}
      onClose={onClose}
      role={chosen === 'success' || chosen === 'info' ? 'status' : 'alert'}
      data-status={result.status}
    >
      {result.message}
    </Alert>
  );
}
