import { ErrorPanel } from '@atelier/shared';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function ShellErrorPanel() {
  const { t } = useTranslation('shell');
  return (
    <main>
      <ErrorPanel
        title={t('pageError.title')}
        message={t('pageError.message')}
        retryLabel={t('startup.retry')}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}

/** Last line of defence: an error outside every area's own boundary. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[shell] unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ShellErrorPanel /> : this.props.children;
  }
}
