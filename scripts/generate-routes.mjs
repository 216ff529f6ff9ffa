// Writes src/routeTree.gen.ts from the files in src/routes, as the router plugin does in
// `vite dev` and `vite build`. The file is generated, not kept in git: typecheck (and so
// `npm test`) runs this first, so a fresh clone type-checks without a build.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
// The same options as the tanstackRouter() plugin in vite.config.ts.
const config = getConfig({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }, root);
await new Generator({ config, root }).run();
