import { type ProjectType, projectBase, type Range } from '../features/estimator/pricing';
import type { ContentPrices } from './prices-store';

/**
 * The agency's six services. Each is priced as one estimator project type, so "from $X" and
 * the typical timeline on the services page always match what the estimator says.
 */
export const SERVICE_IDS = [
  'webDesign',
  'webDevelopment',
  'ecommerce',
  'saas',
  'mobile',
  'seoMarketing',
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

export const SERVICE_PROJECT_TYPE: Record<ServiceId, ProjectType> = {
  webDesign: 'landing',
  webDevelopment: 'corporate',
  ecommerce: 'ecommerce',
  saas: 'saas',
  mobile: 'mobile',
  seoMarketing: 'marketing',
};

export function serviceFacts(
  id: ServiceId,
  prices?: ContentPrices,
): {
  projectType: ProjectType;
  from: number;
  weeks: Range;
} {
  const projectType = SERVICE_PROJECT_TYPE[id];
  const base = projectBase(projectType, prices);
  return { projectType, from: base.price.min, weeks: base.weeks };
}
