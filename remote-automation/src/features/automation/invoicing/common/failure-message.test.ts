import { describe, expect, it } from 'vitest';
import { failureText } from './failure-message';

describe('failureText', () => {
  it("shows a conflict in the server's own words (why, and what to do instead)", () => {
    const error = 'This rule is attached to 2 projects; pause it (is_active: false) instead';
    expect(failureText({ code: 'CONFLICT', error })).toEqual({ text: error });
  });

  it('translates the known codes, the demo refusal included, and words the rest generically', () => {
    expect(failureText({ code: 'NETWORK_ERROR', error: 'x' })).toEqual({
      key: 'invoicing.errors.network',
    });
    expect(failureText({ code: 'DEMO_READ_ONLY', error: 'x' })).toEqual({
      key: 'invoicing.errors.demo',
    });
    expect(failureText({ code: 'SOMETHING_NEW', error: 'x' })).toEqual({
      key: 'invoicing.errors.generic',
    });
    expect(failureText(null)).toEqual({ key: 'invoicing.errors.generic' });
  });
});
