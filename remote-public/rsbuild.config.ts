import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@atelier/shared/build';

const root = path.dirname(fileURLToPath(import.meta.url));

export default federatedAppConfig({
  name: 'remote_public',
  root,
  port: 3001,
  title: 'Atelier public',
  exposes: { './routes': './src/routes.tsx' },
});
