import { useId, useState } from 'react';
import { saveToken } from '../api/token.ts';

/**
 * Asks for the analysts' token (ANALYTICS_TOKEN; locally `data/analytics-token`) once per browser session,
 * and again after a 401. A form field, never a URL parameter.
 */
export function TokenPrompt({ refused }: { refused: boolean }) {
  const id = useId();
  const [value, setValue] = useState('');
  return (
    <main className="token-prompt" id="main">
      <h1>Opstap web vitals</h1>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (value.trim()) saveToken(value.trim());
        }}
      >
        {refused && (
          <p className="state state-error" role="alert">
            The service refused the token. Enter it again.
          </p>
        )}
        <label htmlFor={id}>Analytics token</label>
        <p className="hint" id={`${id}-hint`}>
          The service&apos;s <code>ANALYTICS_TOKEN</code>; after <code>pnpm start</code> it is in{' '}
          <code>data/analytics-token</code>. Kept for this browser session only.
        </p>
        <input
          id={id}
          name="token"
          type="password"
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
        />
        <button type="submit">Open the dashboard</button>
      </form>
    </main>
  );
}
