import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './error-fallback';

// Re-exported so route error elements can show the same recovery view.
export { ErrorFallback, type ErrorFallbackProps } from './error-fallback';

export interface ErrorBoundaryProps {
  /** When any of these change (Object.is), a boundary showing an error resets, e.g. pass the route path. */
  resetKeys?: unknown[];
  /** What shows in its place after an error (the page's recovery view when none is given), with a retry. */
  fallback?: (retry: () => void) => ReactNode;
  children?: ReactNode;
}

interface ErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

function keysChanged(previous: unknown[] = [], next: unknown[] = []): boolean {
  return previous.length !== next.length || previous.some((value, index) => !Object.is(value, next[index]));
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, hasError: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error('ErrorBoundary caught an error', error, info.componentStack);
  }

  componentDidUpdate(previousProps: ErrorBoundaryProps, previousState: ErrorBoundaryState): void {
    // Only reset an error that was already showing, not one caught in this same update.
    if (previousState.hasError && this.state.hasError && keysChanged(previousProps.resetKeys, this.props.resetKeys)) {
      this.reset();
    }
  }

  reset = (): void => {
    this.setState({ error: null, hasError: false });
  };

  render(): ReactNode {
    if (this.state.hasError) return this.props.fallback?.(this.reset) ?? <ErrorFallback onRetry={this.reset} />;
    return this.props.children;
  }
}
