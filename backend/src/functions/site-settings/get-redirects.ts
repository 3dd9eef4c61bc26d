import { siteRedirectsAnswer } from '@atelier/shared/contract';
import { z } from 'zod';
import { listRedirects } from '../../db/site-pages.ts';
import { defineAction } from '../registry.ts';

/** Every redirect, by path, with who added it. */
export const getRedirects = defineAction({
  access: 'admin',
  input: z.object({}),
  output: siteRedirectsAnswer,
  handler: async (_input, { db }) => ({ redirects: await listRedirects(db) }),
});
