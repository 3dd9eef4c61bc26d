import { DemoBanner, RouteAnnouncer, Toaster } from '@atelier/shared';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../auth/AuthProvider';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './ScrollToTop';
import { ShellErrorBoundary } from './ShellErrorBoundary';

export function App() {
  return (
    <StrictMode>
      <ShellErrorBoundary>
        <BrowserRouter>
          <AuthProvider>
            <ScrollToTop />
            <RouteAnnouncer />
            <DemoBanner />
            <AppRoutes />
            <Toaster />
          </AuthProvider>
        </BrowserRouter>
      </ShellErrorBoundary>
    </StrictMode>
  );
}
