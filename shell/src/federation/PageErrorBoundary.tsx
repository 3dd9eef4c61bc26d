import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteUnavailable } from './RemoteUnavailable';
import type { RemoteName } from './remote-registry';

type BoundaryProps = { name: RemoteName; resetKey: string; children: ReactNode };
type BoundaryState = { error: Error | null; failedAt: string | null };

/**
 * Catches a page of a remote that throws or whose chunk fails to load, so the layout around
 * it (the admin sidebar, the header) survives. Navigating elsewhere clears the error.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failedAt: null };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.error && state.failedAt !== null && state.failedAt !== props.resetKey) {
      return { error: null, failedAt: null };
    }
    if (state.error && state.failedAt === null) return { failedAt: props.resetKey };
    return null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.name}] page failed to render`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      // A lazily loaded page caches its failed chunk, so a retry reloads the document.
      return <RemoteUnavailable name={this.props.name} onRetry={() => window.location.reload()} />;
    }
    return this.props.children;
  }
}

export function PageErrorBoundary({ name, children }: { name: RemoteName; children: ReactNode }) {
  const location = useLocation();
  return (
    <Boundary name={name} resetKey={location.pathname}>
      {children}
    </Boundary>
  );
}
