import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@atelier/shared/build';
import { mergeRsbuildConfig } from '@rsbuild/core';

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
      path.join(root, 'src/federation/remote-failure-plugin.ts'),
      path.join(root, 'src/federation/embedded-manifest-plugin.ts'),
    ],
  }),
  {
    html: { title: 'Atelier' },
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
