/** What the page sends with: `navigator.sendBeacon` and `fetch`, each absent where the browser has none. */
export interface PageSenders {
  /** `navigator.sendBeacon`, bound to navigator. */
  readonly sendBeacon?: ((url: string, body: string) => boolean) | undefined;
  /** `fetch`. */
  readonly fetch?: typeof fetch | undefined;
}

/** How a body left the page. */
export type Delivery =
  /** The browser accepted the beacon; its answer is not readable by the page. */
  | { readonly via: 'beacon' }
  /** Sent by fetch: the response, or a rejection on a network error (never a synchronous throw). */
  | { readonly via: 'fetch'; readonly response: Promise<Response> }
  /** Neither sendBeacon nor fetch is available. */
  | { readonly via: 'none' };

/** The browser's senders, looked up at each send (tests and old browsers may lack either). */
export function pageSenders(): PageSenders {
  return {
    sendBeacon:
      typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function'
        ? (url, body) => navigator.sendBeacon(url, body)
        : undefined,
    fetch: typeof fetch === 'function' ? (input, init) => fetch(input, init) : undefined,
  };
}

/**
 * POSTs a JSON body to the page's own origin the way telemetry must leave a page
 * (docs/decisions/0501-client-telemetry-delivery.md): `sendBeacon` with a string body (sent as `text/plain`,
 * so no CORS preflight, and it survives the page being left); when the browser has none, refuses or throws,
 * `fetch` with `keepalive` and a JSON content type. Never throws.
 */
export function sendBeaconOrFetch(url: string, body: string, senders: PageSenders = pageSenders()): Delivery {
  try {
    if (senders.sendBeacon?.(url, body)) return { via: 'beacon' };
  } catch {
    // A throwing sendBeacon (odd URL, body over the quota) falls back like a refused one.
  }
  if (!senders.fetch) return { via: 'none' };
  let response: Promise<Response>;
  try {
    response = senders.fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
  } catch (error) {
    response = Promise.reject(error); // e.g. over the 64 KiB keepalive quota: some browsers throw at once
  }
  return { via: 'fetch', response };
}
