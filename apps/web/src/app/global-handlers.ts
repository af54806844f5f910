import { createLogger } from '../telemetry/logger.ts';

const log = createLogger('global');

/**
 * docs/requirements/client-telemetry.md#error-reporting: unhandled promise rejections and uncaught errors are
 * logged as warnings and suppressed (the browser does not print them as errors too). Returns the removal, for
 * tests.
 */
export function installGlobalHandlers(target: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    log.warn('Unhandled promise rejection', { error: event.reason });
    event.preventDefault();
  };
  const onError = (event: ErrorEvent) => {
    log.warn(event.message || 'Uncaught error', {
      error: event.error,
      context: { source: event.filename, line: event.lineno, column: event.colno },
    });
    event.preventDefault();
  };
  target.addEventListener('unhandledrejection', onRejection);
  target.addEventListener('error', onError);
  return () => {
    target.removeEventListener('unhandledrejection', onRejection);
    target.removeEventListener('error', onError);
  };
}
