import { useCallback, useEffect, useRef, useState } from 'react';
import { ExportRefused, exportFileName, fetchExport, saveFile, type ExportChoice } from '../api/export.ts';

/** Where one download stands: not asked, arriving (bytes so far), saved, or refused with the service's words. */
export type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; received: number }
  | { status: 'saved'; name: string; bytes: number }
  | { status: 'failed'; code: number; message: string; retryAfterSeconds?: number };

/**
 * One export at a time from the view: `start` fetches it (bytes reported as they arrive) and saves it as a
 * file; `cancel` stops it. A refusal stays in the view with the service's message, never an app-wide error
 * (docs/requirements/telemetry-service.md#dashboard); leaving the view cancels a download under way.
 */
export function useDownload(): {
  state: DownloadState;
  start: (choice: ExportChoice) => void;
  cancel: () => void;
} {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const cancel = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setState({ status: 'idle' });
  }, []);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback((choice: ExportChoice) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', received: 0 });
    fetchExport(
      choice,
      (received) => {
        if (!controller.signal.aborted) setState({ status: 'running', received });
      },
      controller.signal,
    ).then(
      (blob) => {
        if (controller.signal.aborted) return;
        running.current = null;
        const name = exportFileName(choice);
        saveFile(blob, name);
        setState({ status: 'saved', name, bytes: blob.size });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        running.current = null;
        setState(
          error instanceof ExportRefused
            ? {
                status: 'failed',
                code: error.status,
                message: error.message,
                retryAfterSeconds: error.retryAfterSeconds,
              }
            : { status: 'failed', code: 0, message: error instanceof Error ? error.message : String(error) },
        );
      },
    );
  }, []);
  return { state, start, cancel };
}
