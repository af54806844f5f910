import type { Language } from '@opstap/routes';
import { useEffect, useRef, useState } from 'react';
import {
  CAPTCHA_LOAD_TIMEOUT_MS,
  CAPTCHA_SOLVE_TIMEOUT_MS,
  CaptchaError,
  type CaptchaWidget,
} from '../../captcha/captcha-provider.ts';
import { loadCaptchaProvider } from '../../captcha/load-captcha.ts';
import { within } from '../../lib/within.ts';

/**
 * The form's captcha. It mounts into the element given to `setElement` when the visitor first focuses
 * the form (`activate`) or submits it: only then do its code and any third-party script load, so opening
 * the employers page makes no request beyond the page's own (docs/requirements/site.md#page-loading). Loading and solving
 * each have a time limit (docs/decisions/0401-forms-and-captcha.md); after one, the next submit starts over.
 */
export function useCaptcha(language: Language) {
  // A callback ref in state: a new element (or language) means a new widget.
  const [target, setElement] = useState<HTMLDivElement | null>(null);
  const widget = useRef<Promise<CaptchaWidget> | null>(null);

  useEffect(
    () => () => {
      const mounted = widget.current;
      widget.current = null;
      void mounted?.then(
        (w) => w.destroy(),
        () => undefined,
      );
    },
    [target, language],
  );

  const mount = (): Promise<CaptchaWidget> | null => {
    if (!widget.current && target) {
      widget.current = loadCaptchaProvider().then((provider) => provider.mount(target, { language }));
    }
    return widget.current;
  };

  const getToken = async (): Promise<string> => {
    const mounted = mount();
    if (!mounted) throw new CaptchaError('The captcha is not on the page');
    try {
      const loaded = await within(
        mounted,
        CAPTCHA_LOAD_TIMEOUT_MS,
        () => new CaptchaError('The captcha did not load in time', { timedOut: true }),
      );
      return await within(
        loaded.getToken(),
        CAPTCHA_SOLVE_TIMEOUT_MS,
        () => new CaptchaError('The captcha was not solved in time', { timedOut: true }),
      );
    } catch (error) {
      if (widget.current === mounted) {
        widget.current = null;
        void mounted.then(
          (w) => w.destroy(),
          () => undefined,
        );
      }
      throw error instanceof CaptchaError ? error : new CaptchaError('The captcha did not load');
    }
  };

  return { setElement, activate: () => void mount(), getToken };
}
