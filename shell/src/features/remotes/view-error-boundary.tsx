import { Component, type ReactNode } from 'react';
import { ModuleNotFound } from './module-not-found';
import { ViewNotFoundError } from './remote-errors';
import { RemoteErrorPage } from './remote-error-page';

interface Props {
  onRetry?: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ViewErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof ViewNotFoundError) return <ModuleNotFound component={error.component} />;
    return <RemoteErrorPage error={error} onRetry={this.retry} />;
  }
}
