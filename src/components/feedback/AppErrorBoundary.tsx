import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPanel } from './CrashPanel';

interface State {
  error: unknown;
}

/** The last line of defence: no thrown error leaves a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept for the browser console; the user sees CrashPanel.
    console.error('Render error', error instanceof Error ? error.message : error, info.componentStack);
  }

  render() {
    if (this.state.error) return <CrashPanel error={this.state.error} onReset={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
