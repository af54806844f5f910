import { CHAT_WIDGET_SRC, IS_PROD } from '../config/build-config.ts';

/**
 * The chat widget behind a small adapter (docs/requirements/site.md#chat-widget: loaded or refreshed on every
 * route change). Production loads the vendor script once the page is idle; development and tests use the
 * no-op, so no third-party request is ever made there.
 */
export interface ChatWidget {
  /** Called after every committed route change, the first page included. */
  onRouteChange(path: string): void;
}

export const noopChatWidget: ChatWidget = { onRouteChange: () => undefined };

interface VendorChat {
  refresh?: (path: string) => void;
}

declare global {
  interface Window {
    OpstapChat?: VendorChat;
  }
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(run, { timeout: 5000 })
    : setTimeout(run, 2000);

/** The vendor's script, injected once when the page is idle; later route changes refresh it. */
export function scriptChatWidget(src: string): ChatWidget {
  let requested = false;
  return {
    onRouteChange(path) {
      if (requested) {
        window.OpstapChat?.refresh?.(path);
        return;
      }
      requested = true;
      whenIdle(() => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        document.head.append(script);
      });
    },
  };
}

/** The vendor's script in a production build with `VITE_CHAT_WIDGET_SRC` set, else the no-op. */
export function createChatWidget(): ChatWidget {
  return IS_PROD && CHAT_WIDGET_SRC ? scriptChatWidget(CHAT_WIDGET_SRC) : noopChatWidget;
}
