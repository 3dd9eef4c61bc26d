import { describe, expect, it } from 'vitest';
import { feedUrl } from './feed-url';

describe('feedUrl', () => {
  const path = '/calendar/v1/feeds/abc.ics';

  it("puts the path on the backend's URL", () => {
    expect(feedUrl('https://api.example.com/', path, 'https://studio.example.com')).toBe(
      'https://api.example.com/calendar/v1/feeds/abc.ics',
    );
  });

  it("makes a backend path absolute on the page's origin", () => {
    expect(feedUrl('/api', path, 'https://studio.example.com')).toBe(
      'https://studio.example.com/api/calendar/v1/feeds/abc.ics',
    );
  });
});
