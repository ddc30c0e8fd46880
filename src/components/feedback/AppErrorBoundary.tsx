import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashPanel } from './CrashPanel';

interface Props {
  children: ReactNode;
  /** A new value clears the error: RouteErrorBoundary passes the location, so a navigation retries. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/** The last line of defence: no thrown error leaves a blank page. */
export class AppErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
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
