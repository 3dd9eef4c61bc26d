import '@atelier/shared/tokens.css';
import {
  isAdminPath,
  isDueForRefresh,
  LoadingSpinner,
  parseRuntimeConfig,
  recordInstances,
  setRuntimeConfig,
  useAuthStore,
  warmUpFormats,
} from '@atelier/shared';
import i18next from 'i18next';
import { startTransition, useLayoutEffect, useState } from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { App } from './app/App';
import { preloadAdminLayout } from './app/AppRoutes';
import { StartupError } from './app/StartupError';
import { restoreSessionEarly } from './auth/restore-session';
import { takeConfigResponse } from './early-config';
import { prefetchAdminPage } from './federation/prefetch';
import { registerConfiguredRemotes } from './federation/remote-registry';
import {
  embeddedConfig,
  prepareServerRenderedPage,
  serverRenderedRemote,
} from './federation/server-rendered';
import { holdServerRenderedPage } from './federation/takeover';
import { setupI18n } from './i18n/setup';
import { preloadQueryProvider } from './query/ServerCache';

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
  const response = await takeConfigResponse();
  if (!response.ok) throw new Error(`config.json answered HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

/**
 * A server-rendered page, or an admin page loading behind the spinner, waits this long at most
 * for its modules before the shell renders anyway.
 */
const PAGE_MODULES_WAIT_MS = 5000;
const pageModulesWait = () => new Promise((resolve) => setTimeout(resolve, PAGE_MODULES_WAIT_MS));

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
  const adminPage = remote ? null : prefetchOpenedAdminPage();
  if (adminPage) {
    // The spinner until the admin page's modules are in: the page then renders without
    // suspending. Shown by Suspense instead, it would hold the page's reveal for up to 300 ms
    // after it (React's fallback throttle, see `preloadableLazy`).
    root.render(<LoadingSpinner />);
    setTimeout(() => warmUpFormats(i18next.resolvedLanguage ?? 'en'), 0);
    await Promise.race([adminPage, pageModulesWait()]);
  }
  if (remote) {
    await Promise.race([
      prepareServerRenderedPage(remote, window.location.pathname).catch((error: unknown) => {
        console.error('[shell] the server-rendered page could not be prepared', error);
      }),
      pageModulesWait(),
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

/**
 * An admin opening a page of the back office with a session that needs no refresh: the session
 * check, the admin layout, the cache's provider, the page's remote, its module and its data
 * start loading now, side by side, instead of one after the other as the tree renders
 * (docs/frontend.md, "Opening an admin page"). A session to refresh waits for the shell, so no
 * request is made with a token the server would refuse; the data waits for the check, or for
 * a stored token naming an admin (federation/prefetch.ts). Settles once the layout, the
 * provider and the page's modules are in or have failed; null when nothing was started.
 */
function prefetchOpenedAdminPage(): Promise<unknown> | null {
  const { pathname, search } = window.location;
  const { token, expiresAt, isAdminBypass } = useAuthStore.getState();
  if (!isAdminPath(pathname) || !token || isAdminBypass) return null;
  if (expiresAt === null || isDueForRefresh(expiresAt, Date.now())) return null;
  restoreSessionEarly();
  return Promise.allSettled([
    preloadAdminLayout(),
    preloadQueryProvider(),
    prefetchAdminPage(`${pathname}${search}`),
  ]);
}

function AfterCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, []);
  return null;
}

void start();
