import type { LocationList, OpportunityList, PopularPageList } from '@opstap/contracts';
import { http, HttpResponse } from 'msw';
import { locations } from '../data/locations.ts';
import { latestOpportunities } from '../data/opportunities.ts';
import { popularPages } from '../data/popular-pages.ts';
import { problem } from '../http-problem.ts';
import { localeQuery, mockUrl, scenarioAfterDelay } from '../respond.ts';

const DEFAULT_LIMIT = 12;
const MAX_LIMIT = 50;

/** The platform content three screens show: latest opportunities, popular pages, locations. */
export const contentHandlers = [
  http.get(mockUrl('latestOpportunities'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    const { language, country } = localeQuery(request);
    const asked = Number(new URL(request.url).searchParams.get('limit') ?? DEFAULT_LIMIT);
    const limit = Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_LIMIT) : DEFAULT_LIMIT;
    const items = outcome === 'empty' ? [] : latestOpportunities(language, country, limit);
    return HttpResponse.json<OpportunityList>({ items });
  }),

  http.get(mockUrl('popularPages'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    const { language, country } = localeQuery(request);
    return HttpResponse.json<PopularPageList>({
      items: outcome === 'empty' ? [] : popularPages(language, country),
    });
  }),

  http.get(mockUrl('locations'), async ({ request }) => {
    const { outcome } = await scenarioAfterDelay();
    if (outcome === 'server-error') return problem(500, 'server_error');
    const { language, country } = localeQuery(request);
    return HttpResponse.json<LocationList>({
      items: outcome === 'empty' ? [] : locations(language, country),
    });
  }),
];
