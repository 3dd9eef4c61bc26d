import { describe, expect, it } from 'vitest';
import { readCampaign } from '../../common/campaign';
import { detectLeadSource } from './lead-source';

const base = { storedCampaign: {}, referrer: '', currentHost: 'atelier.example' };
const params = (query: string) => new URLSearchParams(query);

describe('detectLeadSource', () => {
  it('says estimator when the visitor came from the estimator, keeping campaign tags', () => {
    expect(detectLeadSource({ ...base, params: params('from=estimator&utm_source=ads') })).toEqual({
      source: 'estimator',
      utm: { utm_source: 'ads' },
    });
  });

  it('says campaign when utm tags are in the URL', () => {
    expect(
      detectLeadSource({ ...base, params: params('utm_source=newsletter&utm_campaign=spring') }),
    ).toEqual({ source: 'campaign', utm: { utm_source: 'newsletter', utm_campaign: 'spring' } });
  });

  it('says campaign for tags seen earlier in the visit', () => {
    expect(
      detectLeadSource({ ...base, params: params(''), storedCampaign: { utm_medium: 'social' } })
        .source,
    ).toBe('campaign');
  });

  it('says referral for a link from another site, direct for our own pages or none', () => {
    const from = (referrer: string) => detectLeadSource({ ...base, params: params(''), referrer });
    expect(from('https://news.example.org/article').source).toBe('referral');
    expect(from('https://atelier.example/services').source).toBe('direct');
    expect(from('').source).toBe('direct');
    expect(from('not a url').source).toBe('direct');
  });
});

describe('readCampaign', () => {
  it('keeps only non-empty utm tags, trimmed and capped', () => {
    const campaign = readCampaign(
      params(`utm_source=%20x%20&utm_term=&ref=1&utm_content=${'a'.repeat(300)}`),
    );
    expect(campaign.utm_source).toBe('x');
    expect(campaign.utm_term).toBeUndefined();
    expect(campaign.utm_content).toHaveLength(200);
  });
});
