import '@atelier/shared/tokens.css';
import {
  parseRuntimeConfig,
  recordInstances,
  setRuntimeConfig,
  useAuthStore,
} from '@atelier/shared';
import i18next from 'i18next';
import { startTransition, useLayoutEffect, useState } from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { registerConfiguredRemotes } from './federation/remote-registry';
import {
  embeddedConfig,
  prepareServerRenderedPage,
  serverRenderedRemote,
} from './federation/server-rendered';
import { holdServerRenderedPage } from './federation/takeover';
import { setupI18n } from './i18n/setup';

recordInstances('shell', {
  react: useState,
  reactDom: ReactDOM.createPortal,
  router: UNSAFE_LocationContext,
  routerDom: useNavigate,
  i18next,
  authStore: useAuthStore,
});

async function loadConfig() {
  const embedded = embeddedConfig(document);
  if (embedded) return embedded;
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/** A server-rendered page waits this long at most for its tree before the shell renders anyway. */
const SERVER_RENDERED_WAIT_MS = 5000;

/**
 * Resolves in a task of its own. A server-rendered page is already on screen, so its start-up
 * is cut into tasks (module evaluation, i18next, federation, the remote) rather than run as one
 * long task during which the page would not answer a tap.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  const container = document.getElementById('root') as HTMLElement;
  const remote = serverRenderedRemote(container);
  // From now on, what the visitor types or sends on the server's markup is kept for the tree.
  const held = remote ? holdServerRenderedPage(container) : null;
  if (remote) await nextTask();
  const root = createRoot(container);
  const [configResult] = await Promise.allSettled([loadConfig(), setupI18n()]);
  if (configResult.status === 'rejected') {
    console.error('[shell] cannot start', configResult.reason);
    root.render(<StartupError />);
    return;
  }
  setRuntimeConfig(configResult.value);
  if (remote) await nextTask();
  registerConfiguredRemotes(configResult.value.remotes, configResult.value.entryIntegrity);
  if (remote) {
    await Promise.race([
      prepareServerRenderedPage(remote, window.location.pathname).catch((error: unknown) => {
        console.error('[shell] the server-rendered page could not be prepared', error);
      }),
      new Promise((resolve) => setTimeout(resolve, SERVER_RENDERED_WAIT_MS)),
    ]);
  }
  if (!remote || !held) {
    root.render(<App />);
    return;
  }
  // Rendered as a transition, React yields to the browser while it renders (no long task),
  // then replaces the server's markup by the same tree in one commit. The attribute then goes,
  // telling scripts and tests that the page is React's.
  startTransition(() => {
    root.render(
      <>
        <App />
        <AfterCommit
          run={() => {
            delete container.dataset.serverRendered;
            held.keepFocus();
            // Typed into the new fields as events React hears: after its commit, not in it.
            setTimeout(() => held.release(), 0);
          }}
        />
      </>,
    );
  });
}

function AfterCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, []);
  return null;
}

void start();
