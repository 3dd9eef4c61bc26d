import { registerDemoHandler } from '@atelier/shared';
import type { ApiFailure } from '../../api/result';
import type { ProjectTemplate, TemplateCategory } from '../../contract/templates';
import { demoLanguage } from '../../demo/demo-language';
import { FRENCH_TEMPLATE_WORDS } from './demo-fr';

/**
 * `project-templates` answered from built-in data when the server cannot answer: the six
 * templates migration 0011 seeds (same names, prices and plans), so the catalogue reads as it
 * would on a fresh install. Writes are refused: a template or a project "made" in the browser
 * would vanish on reload, and a project must never look created when it was not.
 */
const FUNCTION = 'project-templates';
const SEEDED_AT = '2026-01-01T00:00:00.000Z';

export const DEMO_READ_ONLY: ApiFailure = {
  success: false,
  error:
    'Not available in demo mode: templates and projects cannot be saved while the server is unreachable',
  code: 'DEMO_READ_ONLY',
};

const task = (
  name: string,
  offset: number,
  duration: number,
  role: string,
): ProjectTemplate['tasks'][number] => ({
  name,
  offset_days: offset,
  duration_days: duration,
  role,
});

type Seed = Omit<
  ProjectTemplate,
  'id' | 'rule_id' | 'rule_name' | 'rule_steps' | 'usage_count' | 'created_at' | 'updated_at'
>;

const SEEDS: Seed[] = [
  {
    name: 'Landing Page',
    category: 'marketing',
    description:
      'A single conversion-focused page for a launch or a campaign, with a lead form and analytics.',
    duration_weeks: 2,
    price_min_cents: 150_000,
    price_max_cents: 300_000,
    tasks: [
      task('Brief and wireframe', 0, 2, 'Designer'),
      task('Visual design', 2, 3, 'Designer'),
      task('Build and form', 5, 4, 'Developer'),
      task('Review and launch', 10, 2, 'Project manager'),
    ],
    deliverables: ['Responsive landing page', 'Lead capture form', 'Analytics setup'],
    technologies: ['HTML', 'CSS', 'JavaScript', 'Google Analytics'],
    complexity: 'basic',
  },
  {
    name: 'Corporate Website',
    category: 'corporate',
    description:
      'A multi-page company site with a content management system the client edits themselves.',
    duration_weeks: 6,
    price_min_cents: 500_000,
    price_max_cents: 1_000_000,
    tasks: [
      task('Discovery and sitemap', 0, 5, 'Project manager'),
      task('Design system and mockups', 5, 8, 'Designer'),
      task('CMS development', 13, 14, 'Developer'),
      task('Content entry', 27, 5, 'Content editor'),
      task('Testing and launch', 34, 5, 'Developer'),
    ],
    deliverables: [
      'Up to 10 page templates',
      'CMS with editor training',
      'SEO basics',
      'Contact forms',
    ],
    technologies: ['WordPress', 'PHP', 'MySQL'],
    complexity: 'intermediate',
  },
  {
    name: 'E-commerce Store',
    category: 'ecommerce',
    description: 'An online shop with catalogue, cart, checkout, payments and order management.',
    duration_weeks: 10,
    price_min_cents: 1_200_000,
    price_max_cents: 2_500_000,
    tasks: [
      task('Discovery and catalogue structure', 0, 7, 'Project manager'),
      task('Store design', 7, 10, 'Designer'),
      task('Theme and checkout development', 17, 21, 'Developer'),
      task('Payments, shipping and taxes', 38, 10, 'Developer'),
      task('Product import', 48, 7, 'Content editor'),
      task('Testing and launch', 62, 7, 'Developer'),
    ],
    deliverables: ['Online store', 'Payment gateway', 'Product catalogue import', 'Order e-mails'],
    technologies: ['Shopify', 'Liquid', 'Stripe'],
    complexity: 'advanced',
  },
  {
    name: 'SaaS Dashboard',
    category: 'saas',
    description:
      'The web application of a software product: sign-up, billing and the first core features.',
    duration_weeks: 12,
    price_min_cents: 1_500_000,
    price_max_cents: 3_000_000,
    tasks: [
      task('Product discovery', 0, 7, 'Project manager'),
      task('UX flows and UI kit', 7, 14, 'Designer'),
      task('Accounts and billing', 21, 14, 'Developer'),
      task('Core features', 35, 35, 'Developer'),
      task('Beta and launch', 77, 7, 'Project manager'),
    ],
    deliverables: [
      'Web application',
      'Subscription billing',
      'Admin dashboard',
      'Technical documentation',
    ],
    technologies: ['React', 'TypeScript', 'Node.js', 'PostgreSQL'],
    complexity: 'advanced',
  },
  {
    name: 'Mobile App',
    category: 'mobile',
    description: 'An iOS and Android app with its backend, published to both stores.',
    duration_weeks: 16,
    price_min_cents: 2_000_000,
    price_max_cents: 3_500_000,
    tasks: [
      task('Discovery and user stories', 0, 10, 'Project manager'),
      task('App design and prototype', 10, 18, 'Designer'),
      task('API and backend', 28, 28, 'Developer'),
      task('App development', 28, 56, 'Developer'),
      task('Testing on devices', 84, 14, 'QA'),
      task('Store submission', 105, 7, 'Developer'),
    ],
    deliverables: ['iOS app', 'Android app', 'Backend API', 'Store listings'],
    technologies: ['React Native', 'TypeScript', 'Node.js', 'Firebase'],
    complexity: 'advanced',
  },
  {
    name: 'Website Redesign',
    category: 'redesign',
    description:
      'A fresh design and faster build of an existing site, keeping its content and search rankings.',
    duration_weeks: 5,
    price_min_cents: 400_000,
    price_max_cents: 800_000,
    tasks: [
      task('Audit of the current site', 0, 4, 'Project manager'),
      task('New design', 4, 8, 'Designer'),
      task('Rebuild', 12, 12, 'Developer'),
      task('Content migration and redirects', 24, 5, 'Content editor'),
      task('Launch', 31, 2, 'Developer'),
    ],
    deliverables: ['Redesigned site', 'Content migration', 'Redirect map', 'Performance report'],
    technologies: ['Next.js', 'Tailwind CSS', 'Headless CMS'],
    complexity: 'intermediate',
  },
];

/** A seed in the reader's language: its French words (demo-fr.ts) for a French reader. */
function worded(seed: Seed): Seed {
  if (demoLanguage() !== 'fr') return seed;
  const words = FRENCH_TEMPLATE_WORDS[seed.category];
  return {
    ...seed,
    name: words.name,
    description: words.description,
    tasks: seed.tasks.map((step, index) => {
      const [name, role] = words.tasks[index] ?? [step.name, step.role];
      return { ...step, name, role };
    }),
    deliverables: [...words.deliverables],
  };
}

/**
 * The seeded templates by name, as get_templates orders them, in the reader's language; fresh
 * copies on every call.
 */
export function demoTemplates(category?: TemplateCategory): ProjectTemplate[] {
  return SEEDS.map(worded)
    .map((seed, index) => ({
      ...seed,
      tasks: seed.tasks.map((step) => ({ ...step })),
      deliverables: [...seed.deliverables],
      technologies: [...seed.technologies],
      id: `demo-template-${index + 1}`,
      // No invoicing rule: the demo's rules are not the server's.
      rule_id: null,
      rule_name: null,
      rule_steps: null,
      usage_count: 0,
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    }))
    .filter((template) => category === undefined || template.category === category)
    .sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()));
}

const notFound: ApiFailure = { success: false, error: 'Template not found', code: 'NOT_FOUND' };

export function registerTemplatesDemoHandlers(): void {
  registerDemoHandler(FUNCTION, 'get_templates', (payload) => {
    const category = typeof payload.category === 'string' ? payload.category : undefined;
    return { success: true, templates: demoTemplates(category as TemplateCategory | undefined) };
  });
  registerDemoHandler(FUNCTION, 'get_template', (payload) => {
    const template = demoTemplates().find((item) => item.id === payload.id);
    return template ? { success: true, template } : notFound;
  });
  for (const action of ['create_template', 'update_template', 'delete_template', 'use_template']) {
    registerDemoHandler(FUNCTION, action, () => DEMO_READ_ONLY);
  }
}
