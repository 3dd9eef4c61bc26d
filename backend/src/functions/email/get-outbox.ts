import { getOutboxInput, outboxPageSchema } from '@atelier/shared/contract';
import { listOutbox } from '../../db/email-outbox.ts';
import { defineAction } from '../registry.ts';

export { getOutboxInput };

/** The outbox, newest first, 25 a page unless asked: search in recipient and subject, state, template. */
export const getOutbox = defineAction({
  access: 'admin',
  input: getOutboxInput,
  output: outboxPageSchema,
  handler: async (filter, { db }) => {
    const { messages, total } = await listOutbox(db, filter);
    return { messages, total, page: filter.page, pageSize: filter.pageSize };
  },
});
