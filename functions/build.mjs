// Bundles the functions with the shared domain code of ../src/domain into lib/index.js (or the file given as
// the first argument). Packages under node_modules stay external: Cloud Build installs them from package.json
// at deploy time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/index.ts'],
  outfile: process.argv[2] ?? 'lib/index.js',
  bundle: true,
  platform: 'node',
  // Deployed on nodejs22 (firebase.json), run locally on Node 20 too (npm start, the tests): the syntax both read.
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'info',
});
