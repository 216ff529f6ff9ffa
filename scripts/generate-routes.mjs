// Writes src/routeTree.gen.ts from the files in src/routes, as the router plugin does in
// `vite dev` and `vite build`. The file is generated, not kept in git: typecheck (and so
// `npm test`) runs this first, so a fresh clone type-checks without a build.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
// The router plugin's own configuration file, tsr.config.json, which the plugin in vite.config.ts reads
// too: one set of options. (The tsr CLI would do the same, but its latest release pins an older generator.)
const config = getConfig({}, root);
await new Generator({ config, root }).run();
