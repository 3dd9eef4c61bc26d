import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@atelier/shared/build';
import { mergeRsbuildConfig } from '@rsbuild/core';
import { navigation as adminNavigation } from '../remote-admin/src/navigation';
import { navigation as automationNavigation } from '../remote-automation/src/navigation';

const root = path.dirname(fileURLToPath(import.meta.url));

/** `pnpm dev` writes the real runtime configuration (with the backend's key) to this file. */
const devConfigFile = process.env.ATELIER_CONFIG_FILE;

export default mergeRsbuildConfig(
  federatedAppConfig({
    name: 'shell',
    root,
    port: 3000,
    title: 'Atelier',
    runtimePlugins: [
      path.join(root, 'src/federation/provide-mf-helpers-plugin.ts'),
      path.join(root, 'src/federation/remote-failure-plugin.ts'),
      path.join(root, 'src/federation/embedded-manifest-plugin.ts'),
      path.join(root, 'src/federation/remote-integrity-plugin.ts'),
    ],
  }),
  {
    html: { title: 'Atelier' },
    // The remotes' sidebar entries as of this build: only for a remote that does not answer
    // on an admin's first visit (src/layout/navigation-store.ts); each remote's own
    // `navigation.json`, read at run time, is what the sidebar shows.
    source: {
      define: {
        __NAVIGATION_AT_BUILD__: JSON.stringify({
          remote_admin: adminNavigation,
          remote_automation: automationNavigation,
        }),
      },
    },
    server: {
      historyApiFallback: true,
      setup: ({ action, server }) => {
        if (action !== 'dev' || !devConfigFile) return;
        server.middlewares.use('/config.json', (_req, res) => {
          void readFile(devConfigFile, 'utf8').then((body) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(body);
          });
        });
      },
    },
  },
);
