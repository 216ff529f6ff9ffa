/*
 * Zod 4 takes its settings from globalThis.__zod_globalConfig when it loads.
 * The bundle may build schemas in a shared chunk that runs before main.tsx's
 * own code (and its z.config call), and building an object schema probes for
 * `new Function` unless jitless is already set: under our Content-Security-
 * Policy (no 'unsafe-eval') that probe is reported as a violation. Loaded as a
 * module script placed before the app's entry: module scripts run in document
 * order, so the setting is in place first, and it never holds up the first paint.
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
