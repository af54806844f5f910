/**
 * `@opstap/contracts/form-rules`: the form checks shared by the site, its mocks and the platform stand-in
 * (docs/decisions/0410-form-rules-in-the-contracts.md). The phone rule is its own entry,
 * `@opstap/contracts/phone-rules`, because it bundles libphonenumber-js (min metadata, ~25 kB gzip).
 */
export * from './platform/form-rules.ts';
export * from './platform/form-checks.ts';
