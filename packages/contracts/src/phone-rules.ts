/**
 * `@opstap/contracts/phone-rules`: `checkPhone`, apart from the other form rules because it bundles
 * libphonenumber-js; the site loads it when the lead form is first used
 * (docs/decisions/0410-form-rules-in-the-contracts.md).
 */
export { checkPhone } from './platform/phone-rules.ts';
