import type { Language } from '@opstap/routes';
import { useEffect, useRef, useState } from 'react';
import { CaptchaError, type CaptchaWidget } from '../../captcha/captcha-provider.ts';
import { loadCaptchaProvider } from '../../captcha/load-captcha.ts';

/**
 * Mounts the configured captcha into the element given to `setElement` once the form is on screen (its code and any
 * third-party script load then, never at boot), and gives a function that yields a token.
 */
export function useCaptcha(language: Language) {
  // A callback ref in state: the effect runs once the element exists, and again if it is replaced.
  const [target, setElement] = useState<HTMLDivElement | null>(null);
  const widget = useRef<Promise<CaptchaWidget> | null>(null);
  useEffect(() => {
    if (!target) return;
    const mounted = loadCaptchaProvider().then((provider) => provider.mount(target, { language }));
    widget.current = mounted;
    return () => {
      widget.current = null;
      void mounted.then(
        (w) => w.destroy(),
        () => undefined,
      );
    };
  }, [target, language]);

  const getToken = async (): Promise<string> => {
    if (!widget.current) throw new CaptchaError('The captcha is not ready');
    try {
      return await (await widget.current).getToken();
    } catch (error) {
      throw error instanceof CaptchaError ? error : new CaptchaError('The captcha did not load');
    }
  };
  return { setElement, getToken };
}
