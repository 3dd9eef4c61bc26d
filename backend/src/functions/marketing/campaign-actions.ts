import { marketing } from '@atelier/shared/actions';
import type { CampaignFields } from '@atelier/shared/contract';
import {
  deleteCampaign as deleteCampaignRow,
  findCampaign,
  findCampaignDates,
  insertCampaign,
  listCampaigns,
  updateCampaign as updateCampaignRow,
} from '../../db/marketing-campaigns.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { AppError, fieldFailure } from '../../errors.ts';
import { readBack } from '../read-back.ts';
import { implement } from '../registry.ts';

/**
 * The campaign actions (docs/marketing.md#campaigns): every answer carries the campaign with
 * its attributed figures, read in the same statement.
 */

const notFound = () => new AppError('NOT_FOUND', 'Campaign not found');

export const getCampaigns = implement(marketing.actions.get_campaigns, {
  handler: async (_input, { db }) => ({ campaigns: await listCampaigns(db) }),
});

export const getCampaignStats = implement(marketing.actions.get_campaign_stats, {
  handler: async ({ id }, { db }) => {
    const campaign = await findCampaign(db, id);
    if (!campaign) throw notFound();
    return { campaign, stats: campaign.stats };
  },
});

/** Without a currency the campaign takes the agency's; without a budget it costs nothing. */
export const createCampaign = implement(marketing.actions.create_campaign, {
  handler: async (input, { db, caller }) => {
    const fields: CampaignFields = {
      name: input.name,
      channel: input.channel,
      start_date: input.start_date,
      end_date: input.end_date ?? null,
      budget_cents: input.budget_cents ?? 0,
      currency: input.currency ?? (await readAgencyCurrency(db)),
      landing_path: input.landing_path ?? '/',
      utm_source: input.utm_source ?? null,
      utm_medium: input.utm_medium ?? null,
      utm_campaign: input.utm_campaign,
      utm_term: input.utm_term ?? null,
      utm_content: input.utm_content ?? null,
    };
    const id = await insertCampaign(db, fields, caller.userId);
    return { campaign: readBack(await findCampaign(db, id), `Campaign ${id}`) };
  },
});

/** Changes the fields given; a date moved past the other stored one is refused (400). */
export const updateCampaign = implement(marketing.actions.update_campaign, {
  handler: async ({ id, ...changes }, { db }) => {
    await db.transaction(async (tx) => {
      const stored = await findCampaignDates(tx, id);
      if (!stored) throw notFound();
      const start = changes.start_date ?? stored.start_date;
      const end = changes.end_date === undefined ? stored.end_date : changes.end_date;
      if (end !== null && end < start) {
        throw new AppError(
          'VALIDATION_FAILED',
          'Some fields are invalid',
          { end_date: 'End date cannot be before the start date' },
          { fieldCodes: { end_date: fieldFailure('end_before_start') } },
        );
      }
      await updateCampaignRow(tx, id, changes as Partial<CampaignFields>);
    });
    return { campaign: readBack(await findCampaign(db, id), `Campaign ${id}`) };
  },
});

/** The campaign goes; the visits and leads it counted stay (they keep their UTM tags). */
export const deleteCampaign = implement(marketing.actions.delete_campaign, {
  handler: async ({ id }, { db }) => {
    if (!(await deleteCampaignRow(db, id))) throw notFound();
    return { id };
  },
});
