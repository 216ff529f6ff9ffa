// Replaced at build time by Vite's `define` (vite.config.ts); absent under vitest.
declare const __BUILD_ID__: string | undefined;

/** Identifies this build; a new build busts the persisted query cache. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'string' ? __BUILD_ID__ : 'dev';
