/**
 * Settles like `promise`, or rejects with `onTimeout()` after `ms`: every wait on something outside the
 * page (a script, a captcha, an API) ends (docs/requirements/forms.md#platform-api-and-mocks).
 */
export function within<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}
