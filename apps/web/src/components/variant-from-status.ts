import { SUCCESS_STATUS } from '@vitae/shared/constants';

export type AlertVariant = 'success' | 'danger' | 'warning' | 'info';

const DANGER_STATUSES = new Set([400, 401, 403, 404, 409]);

/** Spec section 8: 200 success; 400/401/403/404/409 danger; 402, 500, 502 and any other warning. */
export function variantFromStatus(status: number): AlertVariant {
  if (status === SUCCESS_STATUS) return 'success';
  if (DANGER_STATUSES.has(status)) return 'danger';
  return 'warning';
}
