import { Component, type ErrorInfo, type ReactNode } from 'react';
import { IS_DEV } from '../config/build-config.ts';
import { createLogger } from '../telemetry/logger.ts';

const log = createLogger('render');

interface State {
  readonly error: unknown;
}

/**
 * docs/requirements/site.md#prerender-and-hydration: an unexpected rendering error makes the page render
 * nothing, and is reported. In development the error is shown instead, so a missing translation or a bug is
 * seen at once.
 */
export class RootErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown render error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    log.error('The page failed to render', { error, context: { componentStack: info.componentStack } });
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    if (IS_DEV) {
      return <pre className="dev-error">{String(this.state.error)}</pre>;
    }
    return null;
  }
}
