import { isScore, type NpsProgress } from './nps-machine.ts';

const PREFIX = 'opstap.nps:';

/**
 * Where a survey's progress is kept: with an email link's token, in localStorage (the link may be opened
 * again later); without one, for this tab only. Only the score and the response id, nothing typed.
 */
function storeFor(token: string | null): Storage | undefined {
  try {
    return token ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const keyFor = (audience: string, token: string | null) => `${PREFIX}${audience}:${token ?? ''}`;

export function readNpsProgress(audience: string, token: string | null): NpsProgress | undefined {
  try {
    const kept = JSON.parse(
      storeFor(token)?.getItem(keyFor(audience, token)) ?? 'null',
    ) as NpsProgress | null;
    if (!kept || !isScore(kept.score) || typeof kept.responseId !== 'string') return undefined;
    return kept.step === 'details' || kept.step === 'thanks' ? kept : undefined;
  } catch {
    return undefined;
  }
}

export function keepNpsProgress(audience: string, token: string | null, progress: NpsProgress): void {
  try {
    storeFor(token)?.setItem(keyFor(audience, token), JSON.stringify(progress));
  } catch {
    // Storage off: a reload then asks again, as before.
  }
}
