import { expect } from 'vitest';
import type { As, FunctionKit } from '../../test/function-kit.ts';

/** Tests only: the calls and records the project-templates tests share. */

export const missingId = '00000000-0000-4000-8000-000000000000';

/** A complete create_template payload: a $1,000–$2,000 two-week plan of three tasks. */
export const sampleTemplate = (changes: Record<string, unknown> = {}) => ({
  name: 'Brochure Site',
  category: 'corporate',
  description: 'A small site.\nFive pages.',
  duration_weeks: 2,
  price_min_cents: 100_000,
  price_max_cents: 200_000,
  tasks: [
    { name: 'Kick-off', offset_days: 0, duration_days: 1, role: 'Project manager' },
    { name: 'Design', offset_days: 1, duration_days: 3 },
    { name: 'Build', offset_days: 7, duration_days: 2, role: 'Developer' },
  ],
  deliverables: ['Five pages', 'Contact form'],
  technologies: ['Astro'],
  complexity: 'basic',
  ...changes,
});

export const templateCalls = (kit: FunctionKit) => {
  const call = (body: Record<string, unknown>, as: As = 'admin') =>
    kit.call('project-templates', body, as);

  return {
    call,
    async createTemplate(changes: Record<string, unknown> = {}) {
      const { status, body } = await call({
        action: 'create_template',
        ...sampleTemplate(changes),
      });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.template;
    },
    async createClient(email = 'jane@studio.com') {
      const { status, body } = await kit.call('client-management', {
        action: 'create_client',
        name: 'Jane Doe',
        email,
        company: 'Studio',
      });
      expect(status, JSON.stringify(body)).toBe(200);
      return body.client.id as string;
    },
  };
};
