import { describe, it, expect } from 'vitest';
import { variantFromStatus } from './variant-from-status.ts';

describe('variantFromStatus', () => {
  it('shows success for 200 only', () => {
    expect(variantFromStatus(200)).toBe('success');
    expect(variantFromStatus(201)).toBe('warning');
  });

  it('shows danger for bad input, auth, permission, not found and conflict', () => {
    expect([400, 401, 403, 404, 409].map(variantFromStatus)).toEqual([
      'danger',
      'danger',
      'danger',
      'danger',
      'danger',
    ]);
  });

  it('shows warning for payment, server errors, network failure and any other status', () => {
    expect([402, 500, 502, 0, 413, 429, 503].map(variantFromStatus)).toEqual(Array(7).fill('warning'));
  });
});
