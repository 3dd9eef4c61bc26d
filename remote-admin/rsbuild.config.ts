import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@atelier/shared/build';
import { navigation } from './src/navigation';

const root = path.dirname(fileURLToPath(import.meta.url));

export default federatedAppConfig({
  name: 'remote_admin',
  root,
  port: 3003,
  title: 'Atelier admin',
  exposes: { './routes': './src/routes.tsx' },
  navigation,
});
