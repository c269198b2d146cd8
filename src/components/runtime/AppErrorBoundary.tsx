import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, recoverFromChunkError } from '../../lib/chunk-reload';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the failed tree. */
  fallback: ReactNode;
  /** A change of this value (the page path) clears the error. */
  resetKey?: string;
}

interface AppErrorBoundaryState {
  failed: boolean;
  /** A chunk failed and the page is reloading: show nothing meanwhile. */
  reloading: boolean;
  resetKey?: string;
}

/**
 * Shows the error page instead of a blank screen when rendering fails (§8: errors at app
 * start show the error page). A code chunk that failed to load reloads the page once instead.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  state: AppErrorBoundaryState = { failed: false, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { failed: true, reloading: isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(props: AppErrorBoundaryProps, state: AppErrorBoundaryState): Partial<AppErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, reloading: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo): void {
    if (isChunkLoadError(error)) this.setState({ reloading: recoverFromChunkError() });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return this.state.reloading ? null : this.props.fallback;
  }
}
