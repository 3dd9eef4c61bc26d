import { describe, expect, it } from 'vitest';
import { deviceClass, isRobot, referrerHost, visitorHash } from './page-view-fields.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

describe('deviceClass', () => {
  it.each([
    [IPHONE, 'mobile'],
    [ANDROID_PHONE, 'mobile'],
    [IPAD, 'tablet'],
    [ANDROID_TABLET, 'tablet'],
    [MAC, 'desktop'],
    [null, 'desktop'],
  ])('%s → %s', (userAgent, expected) => {
    expect(deviceClass(userAgent)).toBe(expected);
  });
});

describe('isRobot', () => {
  it('spots crawlers and headless browsers, not people', () => {
    expect(
      isRobot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true);
    expect(isRobot('Mozilla/5.0 HeadlessChrome/124.0')).toBe(true);
    expect(isRobot(IPHONE)).toBe(false);
    expect(isRobot(null)).toBe(false);
  });
});

describe('referrerHost', () => {
  it('keeps only the host, lower-case, without www.', () => {
    expect(referrerHost('https://WWW.Google.com/search?q=my+name', 'atelier.example')).toBe(
      'google.com',
    );
    expect(referrerHost('http://news.ycombinator.com/item?id=1', 'atelier.example')).toBe(
      'news.ycombinator.com',
    );
  });

  it('drops our own host, non-web schemes and text that is not a URL', () => {
    expect(referrerHost('https://www.atelier.example/services', 'atelier.example')).toBeNull();
    expect(referrerHost('https://atelier.example/', 'www.atelier.example')).toBeNull();
    expect(referrerHost('android-app://com.google.android.gm/', 'atelier.example')).toBeNull();
    expect(referrerHost('not a url', 'atelier.example')).toBeNull();
    expect(referrerHost('', 'atelier.example')).toBeNull();
    expect(referrerHost(undefined, 'atelier.example')).toBeNull();
  });
});

describe('visitorHash', () => {
  const parts = { salt: 'a', ip: '203.0.113.1', userAgent: IPHONE, site: 'atelier.example' };

  it('is the same for the same visitor and salt, and changes with any part', () => {
    expect(visitorHash(parts)).toMatch(/^[0-9a-f]{64}$/);
    expect(visitorHash(parts)).toBe(visitorHash({ ...parts }));
    expect(visitorHash({ ...parts, salt: 'b' })).not.toBe(visitorHash(parts));
    expect(visitorHash({ ...parts, ip: '203.0.113.2' })).not.toBe(visitorHash(parts));
    expect(visitorHash({ ...parts, userAgent: MAC })).not.toBe(visitorHash(parts));
    expect(visitorHash({ ...parts, site: 'other.example' })).not.toBe(visitorHash(parts));
  });
});
