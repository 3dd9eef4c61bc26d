import { leadScoring } from '@atelier/shared/actions';
import { LEAD_GRADES, type ScoringAnalytics } from '@atelier/shared/contract';
import { conversionByGrade, gradesByMonth, scoreBySource } from '../../db/scored-leads.ts';
import { implement } from '../registry.ts';

/**
 * Leads per grade for each of the last 12 months, the conversion rate of each grade
 * (converted / total, 3 decimals) and the average score of each source; grades by score now.
 */
export const getAnalytics = implement(leadScoring.actions.get_analytics, {
  handler: async (_input, { db }) => {
    const conversions = await conversionByGrade(db);
    const analytics: ScoringAnalytics = {
      gradesByMonth: await gradesByMonth(db),
      conversionByGrade: LEAD_GRADES.map((grade) => {
        const row = conversions.find((each) => each.grade === grade);
        const total = row?.total ?? 0;
        const converted = row?.converted ?? 0;
        const rate = total === 0 ? 0 : Math.round((1000 * converted) / total) / 1000;
        return { grade, total, converted, rate };
      }),
      scoreBySource: await scoreBySource(db),
    };
    return { analytics };
  },
});
