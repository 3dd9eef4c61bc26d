import { adminSitePagesAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { listPages } from '../../db/site-pages.ts';
import { defineAction } from '../registry.ts';

/** Every page of the public site in navigation order, with who changed it last. */
export const getPages = defineAction({
  access: 'admin',
  input: z.object({}),
  output: adminSitePagesAnswer,
  handler: async (_input, { db }) => ({ pages: await listPages(db) }),
});
