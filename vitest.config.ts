import { defineConfig } from 'vitest/config';

// Two projects: fast pure unit tests, and the API suite where every file builds
// its own Fastify app on a fresh in-memory PGlite (tests/helpers/test-app.ts).
// `vitest run` runs both; `vitest run --project api` only the API suite.
export default defineConfig({
  test: {
    // The machines have two cores; more workers only add memory pressure
    // (each API worker holds a PGlite WASM instance).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // Separate processes: PGlite and the app's module state never leak between files.
          pool: 'forks',
          // Migrating a fresh database and seeding fixtures takes seconds, not milliseconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
