// Bundles the functions with the shared domain code of ../src/domain into lib/index.js. Packages
// under node_modules stay external: Cloud Build installs them from package.json at deploy time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
