import { FRIENDLY_CAPTCHA_SITEKEY } from '../config/build-config.ts';
import { CAPTCHA_SOLVE_TIMEOUT_MS, CaptchaError, type CaptchaProvider } from './captcha-provider.ts';
// One file for the provider's hosts: deploy/csp.mjs allows exactly these in the production CSP.
import friendlyCaptcha from './friendly-captcha.json';

/** Friendly Captcha v2 (privacy-friendly proof of work, EU-hosted, no cookies: fits the GDPR stance). */
const SCRIPT_URL = friendlyCaptcha.scriptUrl;
/** The hidden field the widget fills with its response (Friendly Captcha v2's default name). */
const RESPONSE_FIELD = 'frc-captcha-response';

let script: Promise<void> | undefined;

/** Loads the site script once, when the first form that needs it mounts (never at boot). */
function loadScript(): Promise<void> {
  script ??= new Promise<void>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.type = 'module';
    tag.src = SCRIPT_URL;
    tag.async = true;
    tag.onload = () => resolve();
    tag.onerror = () => {
      script = undefined;
      tag.remove();
      reject(new CaptchaError('The captcha script did not load'));
    };
    document.head.append(tag);
  });
  return script;
}

export const friendlyCaptchaProvider: CaptchaProvider = {
  name: 'friendly',
  mount(element, { language }) {
    // The site script turns every `.frc-captcha` element into a widget. It is mounted when the visitor
    // focuses the form, so solving may start at once.
    element.classList.add('frc-captcha');
    element.dataset.sitekey = FRIENDLY_CAPTCHA_SITEKEY;
    element.dataset.start = 'auto';
    element.dataset.lang = language;
    element.dataset.apiEndpoint = friendlyCaptcha.apiOrigin;
    const loaded = loadScript();
    return {
      async getToken() {
        await loaded;
        const field = element.querySelector<HTMLInputElement>(`input[name="${RESPONSE_FIELD}"]`);
        const current = field?.value ?? '';
        // Unfinished states are short placeholder values; a solved response is long.
        if (current.length > 32) return current;
        return new Promise<string>((resolve, reject) => {
          const timer = setTimeout(
            () => finish(new CaptchaError('The captcha timed out', { timedOut: true })),
            CAPTCHA_SOLVE_TIMEOUT_MS,
          );
          const onComplete = (event: Event) =>
            finish((event as CustomEvent<{ response: string }>).detail.response);
          const onError = () => finish(new CaptchaError('The captcha failed'));
          function finish(outcome: string | CaptchaError) {
            clearTimeout(timer);
            element.removeEventListener('frc:widget.complete', onComplete);
            element.removeEventListener('frc:widget.error', onError);
            if (typeof outcome === 'string') resolve(outcome);
            else reject(outcome);
          }
          element.addEventListener('frc:widget.complete', onComplete);
          element.addEventListener('frc:widget.error', onError);
        });
      },
      destroy() {
        element.replaceChildren();
      },
    };
  },
};
