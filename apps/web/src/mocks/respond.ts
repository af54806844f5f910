import { PLATFORM_ENDPOINTS, type PlatformEndpointName } from '@opstap/contracts';
import { isCountry, isLanguage, type Country, type Language } from '@opstap/routes';
import { delay } from 'msw';
import { PLATFORM_API } from '../config/build-config.ts';
import { currentScenario, type MockScenario } from './scenario.ts';

/** The MSW URL pattern of a platform endpoint: the one client's base, `{id}` as `:id`. */
export function mockUrl(name: PlatformEndpointName): string {
  return PLATFORM_API + PLATFORM_ENDPOINTS[name].path.replace(/\{(\w+)\}/g, ':$1');
}

/** The scenario for this request, after its delay (the `slow` mode) has passed. */
export async function scenarioAfterDelay(): Promise<MockScenario> {
  const scenario = currentScenario();
  if (scenario.delayMs > 0) await delay(scenario.delayMs);
  return scenario;
}

/**
 * Language and country query parameters; absent or unknown values fall back like the site's
 * (docs/requirements/site.md#languages-and-countries).
 */
export function localeQuery(request: Request): { language: Language; country: Country } {
  const params = new URL(request.url).searchParams;
  const language = params.get('language');
  const country = params.get('country');
  return { language: isLanguage(language) ? language : 'en', country: isCountry(country) ? country : 'nl' };
}

/** A request body as JSON, or `undefined` when it is not JSON (answered as invalid). */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}
