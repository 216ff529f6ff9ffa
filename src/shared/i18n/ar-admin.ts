import type { AdminMessageKey } from './en-admin.ts';

/** Placeholder until the translated catalog lands: missing keys fall back to English. */
export const arAdmin: Partial<Record<AdminMessageKey, string>> = {};
