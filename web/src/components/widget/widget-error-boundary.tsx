import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** Drawn instead of the children after a render error; `retry` clears it and re-renders. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a failing widget from taking the whole dashboard down. */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo) {
    /* shown in the widget; nothing else to do */
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return this.props.fallback(this.state.error, this.retry);
    return this.props.children;
  }
}
