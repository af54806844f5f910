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

/** The visitor could not be verified (the widget failed or timed out): the form shows the captcha outcome. */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
}
