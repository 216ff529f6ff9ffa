import { defineConfig } from 'vitest/config';

// Projects: fast pure unit tests; DOM tests of components (happy-dom); the API suite where every file builds its own
// Fastify app on its own copy of a migrated database (tests/helpers/test-app.ts, database-template.ts); and the
// two-process test (real servers on PostgreSQL + Redis). `npm run test:unit`
// runs the first three; `vitest run --project <name>` one of them.
export default defineConfig({
  test: {
    // The machines have two cores; more workers only add memory pressure
    // (each API worker holds a PGlite WASM instance).
    maxWorkers: 2,
    // The server's own messages join the catalog, as server/app.ts does at start.
    setupFiles: ['server/i18n-server.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The seed and OTP-secret tests copy the run's migrated database too.
          globalSetup: ['tests/helpers/database-template.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Components and hooks that need a DOM (React's client renderer), in happy-dom.
          name: 'dom',
          environment: 'happy-dom',
          include: ['src/**/*.dom.test.tsx'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          exclude: ['tests/api/multi-process*.test.ts'],
          // Migrates once per run (or not at all when the schema is unchanged); every file copies it.
          globalSetup: ['tests/helpers/database-template.ts'],
          // Two worker processes import the server once each and run their files one after another:
          // importing the app per file cost ~3 s a file (205 s of a 243 s run). Every file still gets
          // its own database (a template copy) and its own app; module state a file changes (the
          // test clock, REDIS config) is put back in its afterAll.
          pool: 'forks',
          isolate: false,
          setupFiles: ['tests/helpers/api-file-setup.ts'],
          // Migrating a fresh database and seeding fixtures takes seconds, not milliseconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Two real server processes on PostgreSQL + Redis (npm run test:multi-process;
          // .ci/run runs it with the PostgreSQL API pass). Its own project so the PGlite
          // pass never meets it: without TEST_DATABASE_URL and TEST_REDIS_URL it skips,
          // or fails when CI=true.
          name: 'multi-process',
          environment: 'node',
          include: ['tests/api/multi-process*.test.ts'],
          // Each file starts two servers: one file at a time on the 2-core machine.
          fileParallelism: false,
          globalSetup: ['tests/helpers/database-template.ts'],
          pool: 'forks',
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
