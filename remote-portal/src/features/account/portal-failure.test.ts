import { describe, expect, it } from 'vitest';
import { isNotLinked } from './not-linked';
import { portalFailureKey, portalFailureMessage } from './portal-failure';

describe('portal failures', () => {
  it('names a translated sentence by the code', () => {
    expect(portalFailureKey({ code: 'NETWORK_ERROR', error: 'fetch failed' })).toBe(
      'errors.network',
    );
    expect(portalFailureKey({ code: 'DEMO_READ_ONLY', error: 'x' })).toBe('errors.demoReadOnly');
    expect(portalFailureKey({ code: 'SOMETHING_NEW', error: 'x' })).toBe('errors.generic');
  });

  it("shows a conflict's own sentence, which says why", () => {
    const failure = { code: 'CONFLICT', error: 'You have already signed this contract' };
    expect(portalFailureMessage((key) => `t:${key}`, failure)).toBe(failure.error);
  });

  it('tells the not-linked account apart from other refusals', () => {
    expect(isNotLinked({ code: 'NOT_LINKED' })).toBe(true);
    expect(isNotLinked({ code: 'FORBIDDEN' })).toBe(false);
    expect(isNotLinked(null)).toBe(false);
  });
});
