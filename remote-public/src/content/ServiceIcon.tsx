import type { ServiceId } from './services';

/** Line icons for the services, inline so the site fetches no image. */
const PATHS: Record<ServiceId, string> = {
  webDesign: 'M4 19l4-1 10-10-3-3L5 15l-1 4zM13 7l3 3M4 4h6M4 8h3',
  webDevelopment: 'M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14',
  ecommerce: 'M3 4h2.5l2 11h10l2-8H7M10 20a1 1 0 100-2 1 1 0 000 2zM17 20a1 1 0 100-2 1 1 0 000 2z',
  saas: 'M3 5h18v12H3zM3 9h18M8 21h8M12 17v4M7 13h4',
  mobile: 'M7 3h10v18H7zM11 18h2M7 6h10',
  seoMarketing: 'M4 19V5M4 19h16M8 15l4-4 3 3 5-6M16 8h4v4',
};

export function ServiceIcon({ id, className }: { id: ServiceId; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
