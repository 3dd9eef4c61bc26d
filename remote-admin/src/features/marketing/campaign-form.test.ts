import { describe, expect, it } from 'vitest';
import { campaignPayload, campaignProblems, campaignValues } from './campaign-form';

const filled = {
  ...campaignValues(null, '2026-03-01'),
  name: 'Spring',
  utm_campaign: 'spring',
  budget: '1,250.50',
};

describe('the campaign form', () => {
  it('sends the budget in cents and blank tags as none', () => {
    expect(campaignPayload(filled)).toMatchObject({
      budget_cents: 125_050,
      utm_source: null,
      end_date: null,
      landing_path: '/',
    });
    expect(campaignProblems(filled)).toEqual({});
  });

  it('words its own problems: the dates, the path, the amount, the currency', () => {
    expect(
      campaignProblems({
        ...filled,
        end_date: '2026-02-01',
      }),
    ).toEqual({ end_date: { code: 'endBeforeStart' } });
    expect(
      campaignProblems({
        ...filled,
        landing_path: '//elsewhere.example',
        budget: '12.345',
        currency: 'dollars',
        utm_campaign: ' ',
      }),
    ).toEqual({
      landing_path: { code: 'path' },
      budget: { code: 'money' },
      currency: { code: 'currency' },
      utm_campaign: { code: 'required' },
    });
  });
});
