/**
 * How DuckDB says it failed, told by its message (its errors carry no codes), and the setting that lets a
 * full temp folder heal (docs/requirements/telemetry-service.md#durability).
 */

/**
 * Bytes DuckDB may spill to its temp folder beside the file. DuckDB holds any bound to the disk's free space
 * as it is when the bound is set or the folder first used: on a full disk that is 0 bytes, and every later
 * write failed with "failed to offload data block … (0 bytes/… used)" until a restart, long after the disk
 * had room again. So the bound is set again after that error (DuckDbEngine's writes), and DuckDB measures
 * the disk afresh.
 */
export const TEMP_DIRECTORY_BOUND = '1TB';

/** The temp folder's bound refused a write (see TEMP_DIRECTORY_BOUND). */
export const isTempDirectoryFull = (error: unknown): boolean => /max_temp_directory_size/.test(String(error));

/** The instance is unusable until reopened ("database has been invalidated", FATAL). */
export const isInvalidated = (error: unknown): boolean => /invalidated|FATAL/i.test(String(error));

/** A query went past DuckDB's memory cap ("Out of Memory Error: could not allocate …"). */
export const isOutOfMemory = (error: unknown): boolean => /Out of Memory/i.test(String(error));
