/**
 * The prefix of each app's CSS Modules class names in a production build: `pu-Q8a1I`, the
 * hash being that of the file's path in its app and the class's local name, so two apps never
 * share a name. Short names: a server-rendered public page carries every class of its markup
 * and of its inline stylesheets, and short names take ~1.4 KB of brotli off `/`, part of what
 * keeps it within its first round trip (docs/public-rendering.md). `pnpm dev` names classes
 * `remotepublic__card--Q8a1I`, readable in the browser's tools (shared/build/app-config.ts).
 */
export const CLASS_PREFIXES = {
  shell: 'sh',
  remote_public: 'pu',
  remote_portal: 'po',
  remote_admin: 'ad',
  remote_automation: 'au',
} as const;

export type AppName = keyof typeof CLASS_PREFIXES;
