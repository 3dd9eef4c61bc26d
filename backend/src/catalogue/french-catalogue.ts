import type { Queryable } from '../db/database.ts';
import { readAgencyCurrency } from '../db/settings.ts';
import {
  frenchContractTemplates,
  frenchMilestoneRule,
  frenchProjectTemplates,
  frenchRetainerRule,
} from './catalogue-fr.ts';

/**
 * The French twins of the contract templates, project templates and invoicing rules the
 * migrations seed in English (catalogue-fr.ts), so an agency that works in French picks from
 * templates written in French: added by the demo seed, and when an agency's default language
 * becomes French (update_settings). Each is added only when no template or rule has its name
 * yet: adding again never doubles them, and one the agency archived stays as it is.
 */
export async function addFrenchCatalogue(tx: Queryable): Promise<void> {
  for (const template of frenchContractTemplates) {
    await tx.query(
      `INSERT INTO contract_templates (name, type, description, clauses, variables)
       SELECT $1, $2, $3, $4, $5
       WHERE NOT EXISTS (SELECT 1 FROM contract_templates WHERE name = $1)`,
      [
        template.name,
        template.type,
        template.description,
        JSON.stringify(template.clauses),
        JSON.stringify(template.variables),
      ],
    );
  }
  for (const template of frenchProjectTemplates) {
    await tx.query(
      `INSERT INTO project_templates (name, category, description, duration_weeks,
         price_min_cents, price_max_cents, tasks, deliverables, technologies, complexity)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10
       WHERE NOT EXISTS (SELECT 1 FROM project_templates WHERE name = $1)`,
      [
        template.name,
        template.category,
        template.description,
        template.duration_weeks,
        template.price_min_cents,
        template.price_max_cents,
        JSON.stringify(template.tasks),
        template.deliverables,
        template.technologies,
        template.complexity,
      ],
    );
  }
  // What the rules generate waits for review, as for the English ones (migration 0034).
  const retainerCents = 250_000;
  const retainer = new Intl.NumberFormat('fr-FR', {
    style: 'currency',
    currency: await readAgencyCurrency(tx),
    maximumFractionDigits: 0,
  }).format(retainerCents / 100);
  const rules = [
    {
      ...frenchMilestoneRule,
      trigger: 'milestone',
      amount_type: 'percent',
      amount: 100,
      due_days: 14,
    },
    {
      ...frenchRetainerRule,
      description: frenchRetainerRule.description(retainer),
      trigger: 'time',
      amount_type: 'fixed',
      amount: retainerCents,
      schedule: { every: 'month', day_of_month: 1, amount_cents: retainerCents },
      due_days: 15,
    },
  ];
  for (const rule of rules) {
    await tx.query(
      `INSERT INTO invoice_rules (name, trigger, condition, amount_type, amount, description,
         schedule, due_days, send_mode)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, 'draft'
       WHERE NOT EXISTS (SELECT 1 FROM invoice_rules WHERE name = $1)`,
      [
        rule.name,
        rule.trigger,
        rule.condition,
        rule.amount_type,
        rule.amount,
        rule.description,
        JSON.stringify(rule.schedule),
        rule.due_days,
      ],
    );
  }
}
