import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { failureText } from './failure-message';

describe('failureText', () => {
  it("shows a conflict in the server's own words (why, and what to do instead)", () => {
    const error = 'This rule is attached to 2 projects; pause it (is_active: false) instead';
    expect(failureText({ code: 'CONFLICT', error }, 'invoicing')).toEqual({ text: error });
  });

  it("tries the tab's words for a code, then the page's; unknown codes are generic", () => {
    expect(failureText({ code: 'NETWORK_ERROR', error: 'x' }, 'invoicing')).toEqual({
      keys: ['invoicing.errors.network', 'errors.network'],
    });
    expect(failureText({ code: 'DEMO_READ_ONLY', error: 'x' }, 'templates')).toEqual({
      keys: ['templates.errors.demo', 'errors.demo'],
    });
    expect(failureText({ code: 'SOMETHING_NEW', error: 'x' }, 'scoring')).toEqual({
      keys: ['scoring.errors.generic', 'errors.generic'],
    });
    expect(failureText(null, 'scoring')).toEqual({
      keys: ['scoring.errors.generic', 'errors.generic'],
    });
  });

  it('has page-wide words for every code it knows', () => {
    const codes = ['VALIDATION_FAILED', 'NOT_FOUND', 'NETWORK_ERROR', 'INTERNAL', 'FORBIDDEN'];
    for (const code of [...codes, 'FUNCTION_NOT_AVAILABLE', 'RATE_LIMITED', 'DEMO_READ_ONLY']) {
      const found = failureText({ code, error: 'x' }, 'scoring');
      const key = 'keys' in found ? found.keys[1].replace('errors.', '') : '';
      expect(en.errors[key as keyof typeof en.errors], code).toBeTruthy();
    }
  });
});
