import type { AnalyticsReport } from '@atelier/shared';
import { useFormat } from '@atelier/shared';
import { useTranslation } from 'react-i18next';
import { StatCards } from '../../common/StatCards';
import { NAMESPACE } from '../../i18n';
import { percentOf, viewsPerVisitor } from './analytics-figures';

const CARD_KEYS = ['visitors', 'pageViews', 'viewsPerVisitor', 'leads', 'conversion'] as const;

/** The range at a glance; skeletons while the first answer is on its way. */
export function AnalyticsStatCards({ report }: { report: AnalyticsReport | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const format = useFormat();

  const values: Record<(typeof CARD_KEYS)[number], string> | null = report
    ? (() => {
        const leads = report.funnel.find((step) => step.step === 'leads')?.count ?? 0;
        const perVisitor = viewsPerVisitor(report.totals.page_views, report.totals.visitors);
        const conversion = percentOf(leads, report.totals.visitors);
        return {
          visitors: format.number(report.totals.visitors),
          pageViews: format.number(report.totals.page_views),
          viewsPerVisitor: perVisitor === null ? t('analytics.none') : format.number(perVisitor),
          leads: format.number(leads),
          conversion: conversion === null ? t('analytics.none') : format.percent(conversion),
        };
      })()
    : null;

  return (
    <StatCards
      title={t('analytics.stats.title')}
      isBusy={!report}
      cards={CARD_KEYS.map((key) => ({
        key,
        label: t(`analytics.stats.${key}`),
        value: values ? values[key] : null,
      }))}
    />
  );
}
