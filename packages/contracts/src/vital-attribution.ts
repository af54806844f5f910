import { Type, type Static } from 'typebox';
import { LiteralUnion } from './literal-union.ts';
import { MAX_CLS, MAX_TIMING_MS } from './limits.ts';

/** The document's state when a metric's event happened, as web-vitals names it (`LoadState`). */
export const LOAD_STATES = ['loading', 'dom-interactive', 'dom-content-loaded', 'complete'] as const;
export type LoadState = (typeof LOAD_STATES)[number];

/** How long attribution texts may be on the wire; the service stores them scrubbed and shorter. */
export const ATTRIBUTION_LIMITS = { selector: 256, url: 1024, invoker: 256 } as const;

const Selector = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: ATTRIBUTION_LIMITS.selector, description }));
const Url = (description: string) =>
  Type.Optional(Type.String({ minLength: 1, maxLength: ATTRIBUTION_LIMITS.url, description }));
const Duration = (description: string) =>
  Type.Optional(Type.Number({ minimum: 0, maximum: MAX_TIMING_MS, description: `${description} (ms).` }));

/**
 * What web-vitals' attribution build says about a metric, under the names it gives them
 * (docs/requirements/client-telemetry.md#web-vitals). Every key is optional, so any beacon sender fills
 * what it has; a selector is an element's CSS path (never its text), a URL origin + path (the service
 * drops query strings and fragments the client left in).
 */
export const VitalAttribution = Type.Object(
  {
    // LCP
    target: Selector('LCP: the largest element, as a CSS selector.'),
    url: Url('LCP: the resource the element loaded (an image), origin + path.'),
    timeToFirstByte: Duration('LCP: navigation start to the first byte'),
    resourceLoadDelay: Duration('LCP: first byte to the start of the resource load'),
    resourceLoadDuration: Duration('LCP: the resource load itself'),
    elementRenderDelay: Duration('LCP: resource loaded to the element painted'),
    // INP
    interactionTarget: Selector('INP: the element interacted with, as a CSS selector.'),
    interactionType: Type.Optional(
      Type.Union([Type.Literal('pointer'), Type.Literal('keyboard')], { description: 'INP: the input.' }),
    ),
    inputDelay: Duration('INP: input to the event handlers starting'),
    processingDuration: Duration('INP: the event handlers running'),
    presentationDelay: Duration('INP: handlers done to the next paint'),
    loadState: Type.Optional(
      LiteralUnion(LOAD_STATES, { description: 'INP, CLS: the document’s state when it happened.' }),
    ),
    longestScript: Type.Optional(
      Type.Object(
        {
          url: Url('The script’s source URL, origin + path.'),
          invoker: Type.Optional(
            Type.String({
              minLength: 1,
              maxLength: ATTRIBUTION_LIMITS.invoker,
              description: 'What ran it, e.g. "BUTTON#apply.onclick".',
            }),
          ),
        },
        {
          additionalProperties: false,
          description: 'INP: the longest script of the interaction’s long animation frames.',
        },
      ),
    ),
    // CLS
    largestShiftTarget: Selector('CLS: the element of the largest shift, as a CSS selector.'),
    largestShiftValue: Type.Optional(
      Type.Number({ minimum: 0, maximum: MAX_CLS, description: 'CLS: the largest shift’s score.' }),
    ),
    // TTFB
    waitingDuration: Duration('TTFB: navigation start to the request (redirects, service worker)'),
    cacheDuration: Duration('TTFB: HTTP cache lookup'),
    dnsDuration: Duration('TTFB: DNS lookup'),
    connectionDuration: Duration('TTFB: TCP and TLS'),
    requestDuration: Duration('TTFB: request sent to the first byte'),
  },
  { additionalProperties: false, $id: 'VitalAttribution' },
);
export type VitalAttribution = Static<typeof VitalAttribution>;
