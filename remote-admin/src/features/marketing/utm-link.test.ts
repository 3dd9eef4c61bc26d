import { describe, expect, it } from 'vitest';
import { campaignUrl } from './utm-link';

const tags = {
  landing_path: '/services',
  utm_source: 'linkedin',
  utm_medium: '',
  utm_campaign: 'spring launch & co',
  utm_term: '',
  utm_content: ' banner ',
};

describe('campaignUrl', () => {
  it('joins the site, the path and the tags that are set, encoded, in the usual order', () => {
    expect(campaignUrl('https://studio.example', tags)).toBe(
      'https://studio.example/services?utm_source=linkedin&utm_campaign=spring+launch+%26+co&utm_content=banner',
    );
  });

  it('lands on the home page without a path', () => {
    expect(campaignUrl('http://localhost:3000', { ...tags, landing_path: ' ' })).toMatch(
      /^http:\/\/localhost:3000\/\?utm_source=/,
    );
  });
});
