import { describe, expect, it } from 'vitest';
import { useFunctionKit } from '../../test/function-kit.ts';
import { ruleCalls } from './rules-test-data.ts';

const kit = useFunctionKit({ truncate: [] });
const { call } = ruleCalls(kit);

describe('the seeded rules (migration 0013)', () => {
  it('are the 50/25/20/5 milestone schedule and the $2,500 monthly retainer', async () => {
    const { status, body } = await call({ action: 'get_rules' });
    expect(status).toBe(200);
    expect(body.rules).toEqual([
      expect.objectContaining({
        name: 'Milestone billing',
        trigger: 'milestone',
        amount_type: 'percent',
        amount: 100,
        is_active: true,
        // Migration 0034: what the seeded rules generate waits for review.
        send_mode: 'draft',
        projectsUsed: 0,
        schedule: [
          { label: 'Signing / project start', percent: 50 },
          { label: 'Design approved', percent: 25 },
          { label: 'Development complete', percent: 20 },
          { label: 'Launch', percent: 5 },
        ],
      }),
      expect.objectContaining({
        name: 'Monthly retainer',
        trigger: 'time',
        amount_type: 'fixed',
        amount: 250_000,
        send_mode: 'draft',
        schedule: { every: 'month', day_of_month: 1, amount_cents: 250_000 },
      }),
    ]);
  });
});
