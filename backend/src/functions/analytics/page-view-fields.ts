import { createHash } from 'node:crypto';
import type { DeviceClass } from '@atelier/shared/contract';

/** Tablets first: an Android tablet says "Android" without "Mobile". */
const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const MOBILE = /mobi|iphone|ipod|android|windows phone|opera mini|blackberry/i;
/** Crawlers and headless browsers are not visitors; their views are not counted. */
const ROBOT = /bot\b|bot\/|crawl|spider|slurp|headless|lighthouse|preview|monitor/i;

/** The device class of a user agent; an empty or unknown one counts as a desktop. */
export function deviceClass(userAgent: string | null): DeviceClass {
  if (!userAgent) return 'desktop';
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  return 'desktop';
}

export const isRobot = (userAgent: string | null): boolean =>
  userAgent !== null && ROBOT.test(userAgent);

const hostOf = (host: string): string => host.toLowerCase().replace(/^www\./, '');

/**
 * Only the host of an http(s) referrer is kept (path and query may carry personal data); a
 * referrer on `ownHost` (a move inside the site) or one that is not a URL gives null.
 */
export function referrerHost(referrer: string | null | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = hostOf(url.hostname);
  if (!host || host === hostOf(ownHost)) return null;
  return host;
}

/** sha256(salt of the day + IP + user agent + site), hex: the same visitor within one day. */
export function visitorHash(parts: {
  salt: string;
  ip: string | null;
  userAgent: string | null;
  site: string;
}): string {
  return createHash('sha256')
    .update([parts.salt, parts.ip ?? '', parts.userAgent ?? '', parts.site].join('\n'))
    .digest('hex');
}
