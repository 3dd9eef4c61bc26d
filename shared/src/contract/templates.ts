import { z } from 'zod';
import { PROJECT_LIMITS } from '../records/index';
import { calendarDate } from './fields';
import { projectSchema } from './projects';
import {
  centsAnswer,
  centsSchema,
  countSchema,
  oneOf,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
  timestampSchema,
  uuidSchema,
} from './record-fields';

/**
 * The `project-templates` contract (docs/automation.md "project-templates"): the template as
 * every action answers it, its fields, and the payloads. Categories and complexities are
 * stable keys; the pages translate them.
 */

export const TEMPLATE_CATEGORIES = [
  'ecommerce',
  'corporate',
  'saas',
  'marketing',
  'mobile',
  'redesign',
] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const TEMPLATE_COMPLEXITIES = ['basic', 'intermediate', 'advanced'] as const;
export type TemplateComplexity = (typeof TEMPLATE_COMPLEXITIES)[number];

/** Tasks become a project's milestones, so they share the milestones' limits. */
export const TEMPLATE_LIMITS = {
  name: 200,
  description: 5000,
  /** Five years. */
  durationWeeks: 260,
  tasks: PROJECT_LIMITS.milestones,
  taskName: PROJECT_LIMITS.milestoneName,
  role: 100,
  /** A task starts at most five years after the project. */
  offsetDays: 1825,
  durationDays: 365,
  /** Deliverables and technologies, each. */
  listItems: 30,
  listItem: 200,
} as const;

const L = TEMPLATE_LIMITS;

const wholeNumber = (what: string, min: number, max: number) => {
  const message = `${what} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** Offsets are calendar days from the project's start (use_template moves them off weekends). */
export const templateTaskSchema = z.object({
  name: requiredText(L.taskName, 'Task name'),
  offset_days: wholeNumber('offset_days', 0, L.offsetDays),
  duration_days: wholeNumber('duration_days', 1, L.durationDays),
  role: optionalText(L.role, 'Role').optional(),
});

const textList = (what: string, item: string) =>
  z
    .array(requiredText(L.listItem, item), { error: `${what} must be a list of text` })
    .max(L.listItems, `At most ${L.listItems} ${what.toLowerCase()}`);

export const templateFieldSchemas = {
  name: requiredText(L.name, 'Name'),
  category: oneOf(TEMPLATE_CATEGORIES, 'Category'),
  description: optionalText(L.description, 'Description', { multiline: true }),
  duration_weeks: wholeNumber('Duration', 1, L.durationWeeks),
  price_min_cents: centsSchema('Lowest price'),
  price_max_cents: centsSchema('Highest price'),
  tasks: z
    .array(templateTaskSchema, { error: 'tasks must be a list' })
    .max(L.tasks, `A template has at most ${L.tasks} tasks`),
  deliverables: textList('Deliverables', 'Deliverable'),
  technologies: textList('Technologies', 'Technology'),
  complexity: oneOf(TEMPLATE_COMPLEXITIES, 'Complexity'),
};

const f = templateFieldSchemas;

/**
 * The moments of an invoicing rule's steps on a project made from a template, as attach_rule's
 * `steps`, a milestone named by its task's position in the template (1 = the first task).
 */
export const templateRuleStepsSchema = z
  .array(
    z.object({
      step: z
        .number({ error: 'step must be a step number' })
        .int('step must be a whole number')
        .min(0, 'step must be a step number'),
      at: z.union([z.enum(['start', 'completion']), z.number().int().min(1)], {
        error: 'at must be "start", "completion" or a task number',
      }),
    }),
    { error: 'rule_steps must be a list of {step, at}' },
  )
  .max(TEMPLATE_LIMITS.tasks, 'Too many steps');
export type TemplateRuleStep = z.output<typeof templateRuleStepsSchema>[number];

/**
 * A template's invoicing rule (docs/automation.md "project-templates"): use_template's default
 * rule and moments, and the rule a proposal's acceptance attaches to the project it makes from
 * the template. null clears them.
 */
export const templateRuleSchemas = {
  rule_id: referenceSchema('rule_id').nullable(),
  rule_steps: templateRuleStepsSchema.nullable(),
};

export const RULE_STEPS_WITHOUT_RULE = 'Choose a rule for these steps';

export const PRICE_ORDER_MESSAGE = 'The highest price cannot be below the lowest';

/** True when both prices are known and out of order. */
export const isPriceRangeReversed = (prices: {
  price_min_cents?: number | undefined;
  price_max_cents?: number | undefined;
}): boolean =>
  prices.price_min_cents !== undefined &&
  prices.price_max_cents !== undefined &&
  prices.price_max_cents < prices.price_min_cents;

/**
 * A new template, or ("Save as template") one made from `from_project_id`: then only the
 * category is required, and what is not sent comes from the project.
 */
export const createTemplateInput = z
  .object({
    from_project_id: referenceSchema('from_project_id').optional(),
    name: f.name.optional(),
    category: f.category,
    description: f.description.optional(),
    duration_weeks: f.duration_weeks.optional(),
    price_min_cents: f.price_min_cents.optional(),
    price_max_cents: f.price_max_cents.optional(),
    tasks: f.tasks.optional(),
    deliverables: f.deliverables.optional(),
    technologies: f.technologies.optional(),
    complexity: f.complexity.optional(),
    rule_id: templateRuleSchemas.rule_id.optional(),
    rule_steps: templateRuleSchemas.rule_steps.optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.rule_steps?.length ?? 0) > 0 && !input.rule_id) {
      ctx.addIssue({
        code: 'custom',
        path: ['rule_steps'],
        message: RULE_STEPS_WITHOUT_RULE,
        params: { fieldCode: 'rule_steps_without_rule' },
      });
    }
    if (input.from_project_id === undefined) {
      const required = {
        name: 'Name is required',
        duration_weeks: 'Duration is required',
        price_min_cents: 'Lowest price is required',
        price_max_cents: 'Highest price is required',
      } as const;
      for (const [key, message] of Object.entries(required)) {
        if (input[key as keyof typeof required] === undefined) {
          ctx.addIssue({ code: 'custom', path: [key], message, params: { fieldCode: 'required' } });
        }
      }
    }
    if (isPriceRangeReversed(input)) {
      ctx.addIssue({
        code: 'custom',
        path: ['price_max_cents'],
        message: PRICE_ORDER_MESSAGE,
        params: { fieldCode: 'min_over_max' },
      });
    }
  });

/** Only the fields sent change; `tasks`, `deliverables` and `technologies` replace the lists. */
export const updateTemplateInput = z.object({
  id: recordIdSchema('id'),
  name: f.name.optional(),
  category: f.category.optional(),
  description: f.description.optional(),
  duration_weeks: f.duration_weeks.optional(),
  price_min_cents: f.price_min_cents.optional(),
  price_max_cents: f.price_max_cents.optional(),
  tasks: f.tasks.optional(),
  deliverables: f.deliverables.optional(),
  technologies: f.technologies.optional(),
  complexity: f.complexity.optional(),
  rule_id: templateRuleSchemas.rule_id.optional(),
  rule_steps: templateRuleSchemas.rule_steps.optional(),
});

export const getTemplatesInput = z.object({
  category: oneOf(TEMPLATE_CATEGORIES, 'Category').optional(),
});

export const templateIdInput = z.object({ id: recordIdSchema('id') });

export const useTemplateInput = z.object({
  id: recordIdSchema('id'),
  client_id: referenceSchema('client_id'),
  start_date: calendarDate('Start date'),
  /** The project's name; the template's when not sent. */
  name: requiredText(PROJECT_LIMITS.name, 'Name').optional(),
  /** Within the template's price range; its midpoint when not sent. */
  budget_cents: centsSchema('Budget').optional(),
  /**
   * An invoicing rule attached to the new project in the same transaction: the template's rule
   * when not sent, none with null.
   */
  rule_id: referenceSchema('rule_id').nullable().optional(),
  /**
   * The moments of the rule's steps (templateRuleStepsSchema); the default mapping for the
   * steps left out. Not sent: the template's, when its rule is used.
   */
  rule_steps: templateRuleStepsSchema.optional(),
});

export type TemplateTask = z.output<typeof templateTaskSchema>;

/** What a create or an update writes. */
export type TemplateFields = z.output<z.ZodObject<typeof templateFieldSchemas>> & {
  rule_id: string | null;
  rule_steps: TemplateRuleStep[] | null;
};

/** The template answer of docs/automation.md. */
export const projectTemplateSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  category: z.enum(TEMPLATE_CATEGORIES),
  description: z.string().nullable(),
  duration_weeks: z.number().int().positive(),
  price_min_cents: centsAnswer,
  price_max_cents: centsAnswer,
  tasks: z.array(
    z.object({
      name: z.string(),
      role: z.string().nullable(),
      offset_days: z.number().int().nonnegative(),
      duration_days: z.number().int().positive(),
    }),
  ),
  deliverables: z.array(z.string()),
  technologies: z.array(z.string()),
  complexity: z.enum(TEMPLATE_COMPLEXITIES),
  /** The invoicing rule its projects get (templateRuleSchemas), with its name; null: none. */
  rule_id: uuidSchema.nullable(),
  rule_name: z.string().nullable(),
  rule_steps: templateRuleStepsSchema.nullable(),
  /** Projects made from it with use_template. */
  usage_count: countSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type ProjectTemplate = z.infer<typeof projectTemplateSchema>;

/** get_template, create_template and update_template. */
export const projectTemplateAnswer = z.object({ template: projectTemplateSchema });
export const projectTemplatesAnswer = z.object({ templates: z.array(projectTemplateSchema) });

export type NewTemplate = z.input<typeof createTemplateInput>;
export type TemplateChanges = z.input<typeof updateTemplateInput>;
export type UseTemplate = z.input<typeof useTemplateInput>;

/** use_template's answer: the project as get_project answers it. */
export const usedTemplateSchema = z.object({ project: projectSchema });
export type UsedTemplate = z.infer<typeof usedTemplateSchema>;
