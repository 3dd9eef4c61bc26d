import { businessIntelligence } from '@atelier/shared/actions';
import {
  LEAD_PROJECT_TYPES as leadProjectTypes,
  LEAD_SOURCES as leadSources,
  LEAD_STATUSES as leadStatuses,
} from '@atelier/shared/contract';
import { agencyToday } from '../../db/agency-time.ts';
import { type InsightsRow, insightsFigures } from '../../db/insights.ts';
import { readAgencyCurrency } from '../../db/settings.ts';
import { implement } from '../registry.ts';
import { insightsRange } from './insights-range.ts';

/** Clients named in revenue by client; the others are summed up in one row. */
export const TOP_CLIENTS = 10;

/** `part / whole × 100`, one decimal, half up; null when there is no whole. */
export function ratePercent(part: number, whole: number): number | null {
  if (whole === 0) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** The mean in whole cents (half up); null for no values. */
export function averageCents(totalCents: number, count: number): number | null {
  return count === 0 ? null : Math.round(totalCents / count);
}

const conversion = (leads: number, converted: number) => ({
  leads,
  converted,
  rate: ratePercent(converted, leads),
});

/** Every source and project type in their fixed order, those without leads at 0. */
function conversionFigures(row: InsightsRow) {
  const bySource = new Map(row.by_source.map((counted) => [counted.source, counted]));
  const byType = new Map(row.by_project_type.map((counted) => [counted.project_type, counted]));
  const leads = row.by_source.reduce((sum, counted) => sum + counted.leads, 0);
  const converted = row.by_source.reduce((sum, counted) => sum + counted.converted, 0);
  // A lead may have no project type (null), or one the form no longer offers: both come last.
  const knownTypes: readonly (string | null)[] = leadProjectTypes;
  const extraTypes = [...byType.keys()].filter((type) => !knownTypes.includes(type));
  return {
    total: conversion(leads, converted),
    by_source: leadSources.map((source) => {
      const counted = bySource.get(source);
      return { source, ...conversion(counted?.leads ?? 0, counted?.converted ?? 0) };
    }),
    by_project_type: [...leadProjectTypes, ...extraTypes].map((projectType) => {
      const counted = byType.get(projectType);
      return {
        project_type: projectType,
        ...conversion(counted?.leads ?? 0, counted?.converted ?? 0),
      };
    }),
  };
}

/** The open stages of the lead lifecycle, in order, each with the budgets its leads gave. */
function pipelineFigures(row: InsightsRow) {
  const byStatus = new Map(row.pipeline.map((stage) => [stage.status, stage]));
  const stages = leadStatuses
    .filter((status) => status !== 'lost')
    .map((status) => {
      const stage = byStatus.get(status);
      return {
        status,
        leads: stage?.leads ?? 0,
        with_budget: stage?.with_budget ?? 0,
        budget_cents: stage?.budget_cents ?? 0,
      };
    });
  return {
    // Lead budgets are whole US dollars (docs/leads.md), whatever the agency's currency.
    currency: 'USD',
    stages,
    total_cents: stages.reduce((sum, stage) => sum + stage.budget_cents, 0),
    leads: stages.reduce((sum, stage) => sum + stage.leads, 0),
    open_proposals: {
      count: row.open_proposals.count,
      total_cents: row.open_proposals.total_cents,
    },
  };
}

/**
 * The agency's figures over a range of days: conversion, pipeline, deal size, win rate and
 * revenue (docs/business-intelligence.md).
 */
export const getInsights = implement(businessIntelligence.actions.get_insights, {
  handler: async (asked, { db }) => {
    const today = await agencyToday(db);
    const range = insightsRange(asked, today);
    const [row, currency] = await Promise.all([
      insightsFigures(db, range, TOP_CLIENTS, today),
      readAgencyCurrency(db),
    ]);
    const decided = row.accepted.count + row.declined + row.expired;
    const revenueCents = row.by_month.reduce((sum, month) => sum + month.amount_cents, 0);
    const payments = row.by_month.reduce((sum, month) => sum + month.payments, 0);
    return {
      range,
      currency,
      conversion: conversionFigures(row),
      pipeline: pipelineFigures(row),
      deal_size: {
        accepted_proposals: row.accepted.count,
        accepted_total_cents: row.accepted.total_cents,
        average_proposal_cents: averageCents(row.accepted.total_cents, row.accepted.count),
        paid_invoices: row.paid_invoices.count,
        paid_total_cents: row.paid_invoices.total_cents,
        average_invoice_cents: averageCents(row.paid_invoices.total_cents, row.paid_invoices.count),
      },
      win_rate: {
        accepted: row.accepted.count,
        declined: row.declined,
        expired: row.expired,
        decided,
        rate: ratePercent(row.accepted.count, decided),
      },
      revenue: {
        total_cents: revenueCents,
        payments,
        by_client: row.top_clients,
        others: row.other_revenue.payments > 0 ? row.other_revenue : null,
        by_month: row.by_month,
      },
    };
  },
});
