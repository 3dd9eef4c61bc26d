import { fetchConfigEarly } from './early-config';

const start = () =>
  import('./bootstrap').catch((error: unknown) => {
    console.error('[shell] failed to start', error);
  });

// A server-rendered page (docs/public-rendering.md) is painted before the shell's code is
// fetched and run: its content never waits for a script.
if (document.getElementById('root')?.dataset.serverRendered) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  // A back-office page carries its config (scripts/lib/admin-page.ts): nothing to ask for.
  if (!document.getElementById('atelier-config')) fetchConfigEarly();
  void start();
}
