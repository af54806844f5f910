/** A captcha widget mounted in a form: it yields the token the platform verifies with the lead. */
export interface CaptchaWidget {
  /** Resolves with a token, or rejects with `CaptchaError` when the visitor could not be verified. */
  getToken(): Promise<string>;
  /** Removes the widget (the form is leaving the page). */
  destroy(): void;
}

/**
 * The small adapter in front of the captcha service (docs/requirements/forms.md#captcha): Friendly Captcha in
 * production, a test provider in development and tests. A provider loads its code only when a form mounts it.
 */
export interface CaptchaProvider {
  readonly name: 'friendly' | 'test';
  mount(element: HTMLElement, options: { readonly language: 'en' | 'nl' }): CaptchaWidget;
}

/** The provider's code (and its third-party script) must have loaded by then. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 15_000;
/** A visitor's browser may take this long to solve the puzzle before the form gives up. */
export const CAPTCHA_SOLVE_TIMEOUT_MS = 30_000;

/**
 * The visitor could not be verified. `timedOut`: the script or the solve took too long, which a retry may
 * get past (the form says "try again"); otherwise the widget refused, and the form offers the email address.
 */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
  readonly timedOut: boolean;
  constructor(message: string, options: { timedOut?: boolean } = {}) {
    super(message);
    this.timedOut = options.timedOut ?? false;
  }
}
