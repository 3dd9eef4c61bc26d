import '@atelier/shared/tokens.css';
import {
  parseRuntimeConfig,
  recordInstances,
  setRuntimeConfig,
  useAuthStore,
} from '@atelier/shared';
import i18next from 'i18next';
import { useState } from 'react';
import * as ReactDOM from 'react-dom';
import { createRoot } from 'react-dom/client';
import { UNSAFE_LocationContext } from 'react-router';
import { useNavigate } from 'react-router-dom';
import { App } from './app/App';
import { StartupError } from './app/StartupError';
import { registerConfiguredRemotes } from './federation/remote-registry';
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
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json answered HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const [configResult] = await Promise.allSettled([loadConfig(), setupI18n()]);
  if (configResult.status === 'rejected') {
    console.error('[shell] cannot start', configResult.reason);
    root.render(<StartupError />);
    return;
  }
  setRuntimeConfig(configResult.value);
  registerConfiguredRemotes(configResult.value.remotes);
  root.render(<App />);
}

void start();
