import fp from 'fastify-plugin';

/**
 * `navigator.sendBeacon` with a string body sends `text/plain` (no CORS preflight: docs/requirements/client-telemetry.md#web-vitals), and
 * Fastify's own text parser yields a string, which fails an object schema. So text/plain is
 * parsed as JSON, with the same prototype-poisoning protection as application/json. Anything else: 415.
 */
export default fp(
  async (fastify) => {
    fastify.removeContentTypeParser('text/plain');
    fastify.addContentTypeParser(
      'text/plain',
      { parseAs: 'string' },
      fastify.getDefaultJsonParser('error', 'error'),
    );
  },
  { name: 'content-types' },
);
