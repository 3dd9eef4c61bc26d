/**
 * The part of Zod the apps use, provided to the federation share scope as `zod`. Like the
 * router's and react-i18next's facades: a shared module cannot be tree-shaken, so sharing the
 * package whole put every one of Zod's ~40 locales and every schema kind on each page with a
 * form (89 KB of gzip on `/auth/register`, evaluated before the form could answer). One
 * instance still serves every app. The apps import `{ z } from 'zod'` only, and use these
 * members of it at run time (`z.infer`, `z.ZodType`, `z.core.$ZodIssue` and the like are types),
 * listed in zod-members.ts; zod-facade.test.ts fails when an app uses a member missing there.
 */
export * as z from './zod-members';
