import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@atelier/shared/build';
import { navigation } from './src/navigation';

const root = path.dirname(fileURLToPath(import.meta.url));

export default federatedAppConfig({
  name: 'remote_automation',
  root,
  port: 3004,
  title: 'Atelier automation',
  exposes: { './routes': './src/routes.tsx' },
  navigation,
});
