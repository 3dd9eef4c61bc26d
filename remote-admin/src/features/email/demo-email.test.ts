import { describe, expect, it } from 'vitest';
import { emailDemoHandlers } from './demo-email';

describe('the e-mail demo', () => {
  it('answers the reads with sample data, filtered as the server filters', () => {
    const all = emailDemoHandlers.get_outbox({});
    expect(all).toMatchObject({ success: true, total: 3 });
    const failed = emailDemoHandlers.get_outbox({ status: 'failed' });
    expect(failed).toMatchObject({
      total: 1,
      messages: [{ last_error: '550 5.1.1 No such user here' }],
    });
    expect(
      emailDemoHandlers.get_outbox({ search: 'JANE', template: 'invoice_sent' }),
    ).toMatchObject({ total: 1 });
    expect(emailDemoHandlers.get_templates()).toMatchObject({ success: true });
  });

  it('refuses every write with the demo sentence', () => {
    for (const write of [
      emailDemoHandlers.update_template,
      emailDemoHandlers.send_test,
      emailDemoHandlers.resend,
    ]) {
      expect(write()).toMatchObject({
        success: false,
        code: 'DEMO_READ_ONLY',
        error: expect.stringMatching(/^Not available in demo mode: /),
      });
    }
  });
});
