/**
 * The career platform's endpoints that the site calls (the platform owns them; we define the contract
 * and mock it with MSW). Paths are relative to the platform API base, e.g. `https://api.opstap.nl`.
 * Every call is made when a screen opens or a form is sent, never at boot.
 */
export const PLATFORM_ENDPOINTS = {
  /** POST EmployerLeadRequest → 201 EmployerLeadResponse | 422 invalid | 403 captcha_failed */
  employerLead: { method: 'POST', path: '/v1/employer-leads' },
  /** POST ContactRequest → 201 ContactResponse | 422 invalid */
  contact: { method: 'POST', path: '/v1/contact-messages' },
  /** GET → 200 Session (the visitor's platform session; credentials included) */
  session: { method: 'GET', path: '/v1/session' },
  /** POST NpsRequest → 201 NpsResponse | 422 invalid */
  nps: { method: 'POST', path: '/v1/nps-responses' },
  /** PATCH NpsFeedback → 204 | 404 unknown_token | 422 invalid; `{id}` is NpsResponse.id */
  npsFeedback: { method: 'PATCH', path: '/v1/nps-responses/{id}' },
  /** GET ?token= → 200 EmailSettings | 404 unknown_token */
  emailSettings: { method: 'GET', path: '/v1/email-settings' },
  /** PUT EmailSettingsUpdate → 204 | 404 unknown_token | 422 invalid */
  updateEmailSettings: { method: 'PUT', path: '/v1/email-settings' },
  /** POST UnsubscribeRequest → 204 | 404 unknown_token | 422 invalid */
  unsubscribe: { method: 'POST', path: '/v1/unsubscriptions' },
  /** GET ?language&country&limit → 200 OpportunityList */
  latestOpportunities: { method: 'GET', path: '/v1/opportunities/latest' },
  /** GET ?language&country → 200 PopularPageList */
  popularPages: { method: 'GET', path: '/v1/pages/popular' },
  /** GET ?language&country → 200 LocationList */
  locations: { method: 'GET', path: '/v1/locations' },
} as const;

export type PlatformEndpointName = keyof typeof PLATFORM_ENDPOINTS;
