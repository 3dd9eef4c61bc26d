import type { PortalFile, PortalMessage } from '../../contract/client-portal-exchange';
import { at, DEMO_PORTAL_CLIENT_ID, DEMO_PORTAL_PROFILE } from './demo-sample-client';

/** The sample client's conversation and shared files (demo-sample.ts). */

const WEBSITE = { id: 'demo-portal-project-1', name: 'Website redesign' };

const message = (
  sequence: number,
  author: 'client' | 'agency',
  daysAgo: number,
  body: string,
): PortalMessage => ({
  id: `demo-portal-message-${sequence}`,
  client_id: DEMO_PORTAL_CLIENT_ID,
  project: WEBSITE,
  author_role: author,
  author_name: author === 'client' ? DEMO_PORTAL_PROFILE.name : 'Ada Admin',
  body,
  attachment: null,
  read_at: at(-daysAgo + 0.1),
  created_at: at(-daysAgo),
});

/** The conversation, oldest first (as `get_messages` answers it). */
export const DEMO_PORTAL_MESSAGES: PortalMessage[] = [
  message(1, 'client', 9, 'Could the homepage lead with our new photography?'),
  message(2, 'agency', 8, 'Yes, we will build the mock-up around it.'),
  message(3, 'agency', 2, 'The homepage mock-up is ready for your approval.'),
  message(4, 'client', 1, 'Thank you! I will review it with the team tomorrow.'),
];

const file = (
  name: string,
  type: string,
  size: number,
  daysAgo: number,
  by: 'client' | 'agency',
): PortalFile => ({
  path: `${DEMO_PORTAL_CLIENT_ID}/${WEBSITE.id}/${name}`,
  name,
  size,
  type,
  uploaded_at: at(-daysAgo),
  uploaded_by: by,
  project: WEBSITE,
  url: null,
  url_expires_at: null,
});

/** The shared files, newest first; the demo has no storage, so no download URL. */
export const DEMO_PORTAL_FILES: PortalFile[] = [
  file('homepage-mockup.pdf', 'application/pdf', 2_480_000, 2, 'agency'),
  file('brand-photos.zip', 'application/zip', 18_200_000, 9, 'client'),
  file('style-guide.pdf', 'application/pdf', 1_150_000, 12, 'agency'),
];
