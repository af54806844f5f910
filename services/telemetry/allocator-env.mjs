// glibc's malloc settings the service runs with (docs/decisions/0603). glibc reads them once, when the
// process starts, so they cannot be set from inside it: `pnpm start` (start.mjs), the container image
// (Dockerfile) and the bench set them where they start the service, and a test holds them to this list.
// - MALLOC_ARENA_MAX=2: each thread that allocates (DuckDB's, libuv's pool, V8's) otherwise gets an
//   arena of its own, up to 8 per core, and each keeps what its thread freed.
// - MALLOC_MMAP_THRESHOLD_=131072: a block of 128 KiB or more (a quantile's array of values) is mapped
//   on its own and returned to the kernel when freed. The default threshold rises to the largest block
//   freed so far, after which such arrays come from the arenas and stay resident.
export const ALLOCATOR_ENV = Object.freeze({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
});

/** `env` with the allocator settings added where it has none of its own. */
export function withAllocatorEnv(env) {
  return { ...ALLOCATOR_ENV, ...env };
}

/** Whether this process started with every allocator setting present. */
export function hasAllocatorEnv(env = process.env) {
  return Object.keys(ALLOCATOR_ENV).every((name) => env[name] !== undefined);
}
