// One boundary per block, so one broken block shows its name and error while the rest of the page renders.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BlockError } from './placeholders.tsx';

interface Props {
  type: string;
  nodeId: string | undefined;
  children: ReactNode;
}

interface State {
  error: Error | undefined;
}

export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `Block ${this.props.type}${this.props.nodeId ? ` (${this.props.nodeId})` : ''} failed to render`,
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (this.state.error) return <BlockError type={this.props.type} message={this.state.error.message} />;
    return this.props.children;
  }
}
