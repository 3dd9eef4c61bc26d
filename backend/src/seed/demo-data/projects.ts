/** The demo agency's projects, with their milestones and the team members on them. */

export interface DemoMilestone {
  name: string;
  /** Days from today (negative: in the past). */
  dueIn: number;
  percentage: number;
  is_done: boolean;
}

export interface DemoProject {
  key: string;
  clientKey: string;
  proposalKey?: string;
  name: string;
  description: string;
  status: 'planning' | 'in_progress' | 'review' | 'completed' | 'on_hold' | 'cancelled';
  startIn: number;
  dueIn: number;
  budget_cents: number;
  members: string[];
  milestones: DemoMilestone[];
  daysAgo: number;
}

export const demoProjects: DemoProject[] = [
  {
    key: 'northwind-shop',
    clientKey: 'northwind',
    proposalKey: 'northwind-shop',
    name: 'Northwind online shop',
    description: 'Shop for beans and subscriptions, wholesale ordering for cafés.',
    status: 'completed',
    startIn: -300,
    dueIn: -200,
    budget_cents: 2_400_000,
    members: ['maya', 'leo', 'priya', 'elena'],
    milestones: [
      { name: 'Discovery and design', dueIn: -270, percentage: 30, is_done: true },
      { name: 'Shop build', dueIn: -225, percentage: 50, is_done: true },
      { name: 'Launch and training', dueIn: -200, percentage: 20, is_done: true },
    ],
    daysAgo: 305,
  },
  {
    key: 'lumen-portal',
    clientKey: 'lumen',
    proposalKey: 'lumen-portal',
    name: 'Patient intake portal',
    description: 'Online intake forms, appointment requests and a staff dashboard.',
    status: 'in_progress',
    startIn: -180,
    dueIn: 40,
    budget_cents: 4_800_000,
    members: ['leo', 'sam', 'priya', 'elena'],
    milestones: [
      { name: 'Discovery and security review', dueIn: -150, percentage: 20, is_done: true },
      { name: 'Design system', dueIn: -110, percentage: 20, is_done: true },
      { name: 'Intake forms and dashboard', dueIn: -20, percentage: 40, is_done: true },
      { name: 'Scheduling integration and launch', dueIn: 40, percentage: 20, is_done: false },
    ],
    daysAgo: 185,
  },
  {
    key: 'bluepeak-redesign',
    clientKey: 'bluepeak',
    proposalKey: 'bluepeak-redesign',
    name: 'Bluepeak site redesign',
    description: 'Mobile-first redesign of the catalogue and stories.',
    status: 'review',
    startIn: -95,
    dueIn: 10,
    budget_cents: 1_150_000,
    members: ['priya', 'sam'],
    milestones: [
      { name: 'Design', dueIn: -60, percentage: 40, is_done: true },
      { name: 'Build', dueIn: -15, percentage: 40, is_done: true },
      { name: 'Content migration and launch', dueIn: 10, percentage: 20, is_done: false },
    ],
    daysAgo: 100,
  },
  {
    key: 'fable-site',
    clientKey: 'fable',
    proposalKey: 'fable-site',
    name: 'Fable & Co bilingual site',
    description: 'Catalogue of titles, author pages, events, in French and English.',
    status: 'planning',
    startIn: 7,
    dueIn: 90,
    budget_cents: 1_260_000,
    members: ['maya', 'sam', 'tom'],
    milestones: [
      { name: 'Content model and design', dueIn: 35, percentage: 40, is_done: false },
      { name: 'Build and translation', dueIn: 75, percentage: 45, is_done: false },
      { name: 'Launch', dueIn: 90, percentage: 15, is_done: false },
    ],
    daysAgo: 40,
  },
  {
    key: 'harbor-care',
    clientKey: 'harbor',
    name: 'Harbor Legal care plan',
    description: 'Hosting, security updates and up to six hours of changes a month.',
    status: 'in_progress',
    startIn: -365,
    dueIn: 180,
    budget_cents: 3_000_000,
    members: ['sam', 'elena'],
    milestones: [],
    daysAgo: 365,
  },
  {
    key: 'northwind-app',
    clientKey: 'northwind',
    name: 'Loyalty app exploration',
    description: 'Paused until the shop’s second season results are in.',
    status: 'on_hold',
    startIn: -60,
    dueIn: 120,
    budget_cents: 900_000,
    members: ['maya'],
    milestones: [
      { name: 'Research and concepts', dueIn: -30, percentage: 50, is_done: true },
      { name: 'Prototype', dueIn: 120, percentage: 50, is_done: false },
    ],
    daysAgo: 62,
  },
];
