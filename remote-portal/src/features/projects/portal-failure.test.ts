import { describe, expect, it } from 'vitest';
import { isNotFound, portalFailureText } from './portal-failure';

describe('portalFailureText', () => {
  it('shows a conflict in the server’s own words', () => {
    expect(
      portalFailureText({ code: 'CONFLICT', error: 'You already approved this deliverable' }),
    ).toEqual({ text: 'You already approved this deliverable' });
  });

  it('translates the failures the client can act on', () => {
    expect(portalFailureText({ code: 'NETWORK_ERROR', error: 'x' })).toEqual({
      key: 'projects.errors.network',
    });
    expect(
      portalFailureText({ code: 'DEMO_READ_ONLY', error: 'Not available in demo mode' }),
    ).toEqual({
      key: 'projects.errors.demoReadOnly',
    });
    expect(portalFailureText({ code: 'NOT_LINKED', error: 'x' })).toEqual({
      key: 'projects.errors.notLinked',
    });
    expect(portalFailureText({ code: 'SOMETHING_NEW', error: 'internal detail' })).toEqual({
      key: 'projects.errors.generic',
    });
  });

  it('reads another client’s record as not found, like an unknown one', () => {
    expect(isNotFound({ code: 'NOT_FOUND' })).toBe(true);
    expect(isNotFound({ code: 'FORBIDDEN' })).toBe(false);
    expect(isNotFound(null)).toBe(false);
  });
});
