export * from './locale.ts';
export * from './table.ts';
export * from './resolve.ts';
export * from './links.ts';
export * from './platform.ts';
export * from './versions.ts';
export * from './seo.ts';
export * from './serve-rules.ts';
