/**
 * The members of Zod's `z` the apps use at run time, re-exported one by one so that the bundle
 * holds these and no more; zod-facade.ts offers them as `z`.
 */
export {
  array,
  boolean,
  email,
  enum,
  guid,
  iso,
  literal,
  null,
  number,
  object,
  partialRecord,
  record,
  strictObject,
  string,
  union,
  unknown,
} from '@atelier/zod-impl';
