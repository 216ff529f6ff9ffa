import type { enServer } from './en-server.ts';

/** Placeholder until the translated catalog lands: missing keys fall back to English. */
export const arServer: Partial<Record<keyof typeof enServer, string>> = {};
