import type { Catalog } from './en.ts';

/** Placeholder until the translated catalog lands: missing keys fall back to English. */
export const hi: Partial<Catalog> = {};
