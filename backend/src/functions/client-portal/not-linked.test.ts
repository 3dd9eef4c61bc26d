import { describe, expect, it } from 'vitest';
import { sampleOf } from '../../test/bad-input.ts';
import { useFunctionKit } from '../../test/function-kit.ts';
import { clientPortal } from './index.ts';
import { NOT_LINKED_MESSAGE } from './portal-client.ts';

const kit = useFunctionKit({ truncate: ['portal_access_requests', 'notifications'] });

/** What the sampler cannot derive: an acceptance needs its signature and consent. */
const completions: Record<string, Record<string, unknown>> = {
  respond_to_proposal: { signature: { type: 'typed', value: 'Fuzz Sample' }, consent: true },
};

const actions = [...clientPortal.actions].map(([action, definition]) => ({
  action,
  payload: {
    ...(definition.input ? (sampleOf(definition.input) as Record<string, unknown>) : {}),
    ...completions[action],
  },
}));

describe('every client-portal action, called by an account linked to no client', () => {
  it.each(actions)(
    '$action answers 403 NOT_LINKED and changes nothing',
    async ({ action, payload }) => {
      const lonely = await kit.signIn({ role: 'client' });
      const { status, body } = await kit.call('client-portal', { ...payload, action }, 'client', {
        token: lonely.token,
      });
      expect(status, JSON.stringify(body)).toBe(403);
      expect(body).toEqual({ success: false, code: 'NOT_LINKED', error: NOT_LINKED_MESSAGE });
    },
  );
});
