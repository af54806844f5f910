/** The viewport and network at the moment a metric is reported. */
export interface PageEnvironment {
  /** `innerWidth`, CSS px. */
  readonly width: number;
  /** `innerHeight`, CSS px. */
  readonly height: number;
  /** `devicePixelRatio`. */
  readonly devicePixelRatio: number;
  /** `navigator.connection.effectiveType` (`4g`, `3g`…), or `unknown` where the browser does not say. */
  readonly connectionType: string;
}

/** The Network Information API exists in Chromium only, and TypeScript's DOM library does not declare it. */
interface NavigatorWithConnection {
  readonly connection?: { readonly effectiveType?: string };
}

/** Reads the viewport and connection from the window; read per metric, as the window may have turned. */
export function readPageEnvironment(win: Window = window): PageEnvironment {
  const nav = win.navigator as Navigator & NavigatorWithConnection;
  return {
    width: win.innerWidth,
    height: win.innerHeight,
    devicePixelRatio: win.devicePixelRatio,
    connectionType: nav.connection?.effectiveType || 'unknown',
  };
}
