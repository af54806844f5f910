/** glibc's malloc settings the service starts with (allocator-env.mjs; docs/decisions/0603). */
export declare const ALLOCATOR_ENV: Readonly<Record<'MALLOC_ARENA_MAX' | 'MALLOC_MMAP_THRESHOLD_', string>>;
/** `env` with the allocator settings added where it has none of its own. */
export declare function withAllocatorEnv(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
/** Whether `env` (this process's by default) has every allocator setting. */
export declare function hasAllocatorEnv(env?: Record<string, string | undefined>): boolean;
