import AjvCompiler from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own compilers (Ajv for what arrives, fast-json-stringify for what leaves), each route's code
 * generated the first time the route uses it instead of all of them at start-up: generating code for every
 * route's schemas was a third of the main thread's start-up CPU, and most routes of a running service
 * (and all but one or two in a test) are never called by a given process. A restart after a crash answers
 * sooner (docs/requirements/telemetry-service.md#operations). The same check still refuses the same
 * input. A schema Ajv cannot compile would throw on the route's first request instead of at start:
 * schema-compilers.test.ts builds the app with Fastify's eager compilers, so such a schema fails the tests
 * (docs/perf/history/test-run.md has the figures).
 *
 * One Ajv per process and option set (Fastify's pool, kept across instances): apps built in one process
 * (the tests) compile each schema once.
 */
const buildAjv = AjvCompiler();
const buildStringify = SerializerSelector();

type Compilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Compile = (routeSchema: object) => (data: unknown) => unknown;

/** `compile()` on the first call, then the compiled function; `errors` read through, as Fastify reads it. */
function onFirstCall(compile: () => (data: unknown) => unknown): (data: unknown) => unknown {
  let compiled: ((data: unknown) => unknown) | undefined;
  const call = (data: unknown) => (compiled ??= compile())(data);
  Object.defineProperty(call, 'errors', {
    get: () => (compiled as { errors?: unknown } | undefined)?.errors,
  });
  return call;
}

/** Fastify's builder, called when the route first needs it; the route's function, compiled when first called. */
function lazily(build: (externalSchemas: unknown, options: unknown) => Compile) {
  return (externalSchemas: unknown, options: unknown): Compile => {
    let compile: Compile | undefined;
    return (routeSchema) => onFirstCall(() => (compile ??= build(externalSchemas, options))(routeSchema));
  };
}

export const lazySchemaCompilers: FastifyServerOptions['schemaController'] = {
  // Fastify calls what these return and reads its `errors`; Ajv's and fast-json-stringify's other members
  // (in their types) it does not use.
  compilersFactory: {
    buildValidator: lazily(buildAjv as never),
    buildSerializer: lazily(buildStringify as never),
  } as Compilers,
};
