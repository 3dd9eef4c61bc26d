import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@atelier/shared/build';

const root = path.dirname(fileURLToPath(import.meta.url));

export default federatedAppConfig({
  name: 'remote_portal',
  root,
  port: 3002,
  title: 'Atelier portal',
  exposes: { './routes': './src/routes.tsx', './signing': './src/signing-routes.tsx' },
});
