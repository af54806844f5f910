/** The brand colours, by token name (scripts/brand/palette.mjs). */
export declare const PALETTE: Readonly<Record<string, string>>;
