import { getRuntimeConfig } from '@atelier/shared';

/** Where a signed URL (relative to the backend) downloads its file, saved rather than opened. */
export const downloadHref = (url: string) =>
  `${getRuntimeConfig().backendUrl}${url}${url.includes('?') ? '&' : '?'}download`;
