import type { Deliverable, PortalProject } from '../../contract/client-portal-records';
import { at, day } from './demo-sample-client';

/** The sample client's projects, their milestones and deliverables (demo-sample.ts). */

const deliverable = (
  projectId: string,
  id: string,
  title: string,
  status: Deliverable['status'],
  submittedDaysAgo: number,
  comment: string | null = null,
): Deliverable => ({
  id,
  project_id: projectId,
  milestone_id: null,
  title,
  description: null,
  file_path: null,
  status,
  submitted_at: at(-submittedDaysAgo),
  responded_at: status === 'awaiting_approval' ? null : at(-submittedDaysAgo + 1),
  client_comment: comment,
  created_at: at(-submittedDaysAgo - 2),
  updated_at: at(-submittedDaysAgo + 1),
});

const milestone = (id: string, name: string, dueIn: number, percentage: number, done: boolean) => ({
  id,
  name,
  due_date: day(dueIn),
  percentage,
  is_done: done,
  completed_at: done ? at(dueIn - 1) : null,
});

export const DEMO_PORTAL_PROJECTS: PortalProject[] = [
  {
    id: 'demo-portal-project-1',
    name: 'Website redesign',
    description: 'A new marketing site for Northwind Studio, from mock-ups to launch.',
    status: 'in_progress',
    start_date: day(-40),
    due_date: day(35),
    progress: 55,
    next_milestone: { id: 'demo-portal-ms-3', name: 'Build and content', due_date: day(12) },
    deliverables_awaiting: 1,
    milestones: [
      milestone('demo-portal-ms-1', 'Discovery workshop', -30, 15, true),
      milestone('demo-portal-ms-2', 'Design mock-ups', -8, 40, true),
      milestone('demo-portal-ms-3', 'Build and content', 12, 30, false),
      milestone('demo-portal-ms-4', 'Launch', 35, 15, false),
    ],
    deliverables: [
      deliverable(
        'demo-portal-project-1',
        'demo-portal-del-2',
        'Homepage mock-up',
        'awaiting_approval',
        2,
      ),
      deliverable(
        'demo-portal-project-1',
        'demo-portal-del-1',
        'Style guide',
        'approved',
        12,
        'Lovely, thank you',
      ),
    ],
  },
  {
    id: 'demo-portal-project-2',
    name: 'Brand refresh',
    description: 'An updated logo, palette and stationery.',
    status: 'planning',
    start_date: day(5),
    due_date: day(60),
    progress: 0,
    next_milestone: { id: 'demo-portal-ms-5', name: 'Mood boards', due_date: day(20) },
    deliverables_awaiting: 0,
    milestones: [
      milestone('demo-portal-ms-5', 'Mood boards', 20, 30, false),
      milestone('demo-portal-ms-6', 'Logo and palette', 45, 70, false),
    ],
    deliverables: [],
  },
];
