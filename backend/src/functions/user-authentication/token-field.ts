import { text } from '@atelier/shared/contract';

/** A token in a payload: a JWT, a refresh token or a reset token. */
export const tokenField = (label: string) =>
  text({ what: label, error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(4096, `${label} is too long`);
