import { describe, expect, it } from 'vitest';
import { isNotFound, portalFailureMessage } from './portal-failure';

describe('portal failures on a record page', () => {
  it('reads another client’s record as not found, like an unknown one', () => {
    expect(isNotFound({ code: 'NOT_FOUND' })).toBe(true);
    expect(isNotFound({ code: 'FORBIDDEN' })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });

  it('shows a deliverable conflict in the server’s words and a refused demo write translated', () => {
    const t = (key: string) => `t:${key}`;
    expect(
      portalFailureMessage(t, { code: 'CONFLICT', error: 'You already approved this deliverable' }),
    ).toBe('You already approved this deliverable');
    expect(portalFailureMessage(t, { code: 'DEMO_READ_ONLY', error: 'Not available' })).toBe(
      't:errors.demoReadOnly',
    );
  });
});
