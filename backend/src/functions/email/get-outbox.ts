import { email } from '@atelier/shared/actions';
import { listOutbox } from '../../db/email-outbox.ts';
import { implement } from '../registry.ts';

/** The outbox, newest first, 25 a page unless asked: search in recipient and subject, state, template. */
export const getOutbox = implement(email.actions.get_outbox, {
  handler: async (filter, { db }) => {
    const { messages, total } = await listOutbox(db, filter);
    return { messages, total, page: filter.page, pageSize: filter.pageSize };
  },
});
