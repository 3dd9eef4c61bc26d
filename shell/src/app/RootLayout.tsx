import { DemoBanner, Toaster } from '@atelier/shared';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';

export function RootLayout() {
  return (
    <AuthProvider>
      <DemoBanner />
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </AuthProvider>
  );
}
