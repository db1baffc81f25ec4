import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { blogPostsPlugin } from './scripts/blog-posts';
import { deployDir, distDir, rootDir, ssrDir, STAFF_SHELL } from './scripts/paths';
import { skipLoadedPreloads } from './scripts/skip-loaded-preloads';
import { productionBuildConfig } from './scripts/webConfig';
import { isBackOfficePath } from './src/lib/backOffice';

// `npm run dev` proxies /api to the Hosting emulator of the local stack, so the browser sees the same
// paths as in production (see README: "Local stack").
const hostingOrigin = process.env.HOSTING_ORIGIN ?? 'http://127.0.0.1:5000';
// Other folders of posts and public files: scripts/blog-build.test.ts builds the site with an added post.
const postsDir = process.env.BLOG_POSTS_DIR ?? 'src/content/blog/posts';
const publicDir = process.env.PUBLIC_DIR ?? 'public';

/**
 * The browser bundle's build-time settings. A production build targets the project it is deployed to, with that
 * project's web config (`.env.<alias>`, scripts/webConfig.ts), and fails with a message saying what to set; only
 * it may write to dist/. Every Firebase setting is defined here, so no other project's mode file (a staging build
 * still loads `.env.production`, Vite's file for the production mode) reaches the bundle.
 */
function clientDefines(mode: string): Record<string, string> {
  if (mode !== 'production') {
    if (distDir === deployDir) {
      throw new Error(`A build in ${mode} mode must not write to dist/ (Hosting deploys it): unset OUT_DIR.`);
    }
    return {};
  }
  const firebase = productionBuildConfig();
  return {
    'import.meta.env.VITE_FIREBASE_PROJECT_ID': JSON.stringify(firebase.projectId),
    'import.meta.env.VITE_FIREBASE_API_KEY': JSON.stringify(firebase.apiKey),
    'import.meta.env.VITE_FIREBASE_AUTH_DOMAIN': JSON.stringify(firebase.authDomain),
    'import.meta.env.VITE_FIREBASE_APP_ID': JSON.stringify(firebase.appId),
    'import.meta.env.VITE_FIRESTORE_EMULATOR_HOST': JSON.stringify(''),
    'import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST': JSON.stringify(''),
  };
}

/**
 * React Router's package exports name only its development build (warnings, dev checks: remix-run/react-router
 * #12532, #14102); the browser bundle takes the production build it ships beside it.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${rootDir}/node_modules/react-router/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${rootDir}/node_modules/react-router/dist/production/dom-export.mjs` },
];

/**
 * The two browser builds, one after the other into the same folder (package.json `build:web`): the visitors' site
 * (`index.html`, prerendered, its pages loaded through src/boot.ts) and the back office (`staff-app.html`,
 * docs/staff.md), chosen by BUILD_ENTRY. Built apart, they share no chunk: what the back office uses of the
 * site's code is never split out of the visitors' chunks, which would add imports to every visitor's first load.
 */
const browserBuilds = {
  site: { input: { index: 'index.html', boot: 'src/boot.ts' }, manifest: '.vite/manifest.json', emptiesOutDir: true },
  staff: { input: { staff: STAFF_SHELL }, manifest: '.vite/staff-manifest.json', emptiesOutDir: false },
} as const;
const browserBuild = browserBuilds[(process.env.BUILD_ENTRY ?? 'site') as keyof typeof browserBuilds];
if (!browserBuild) throw new Error(`BUILD_ENTRY is one of ${Object.keys(browserBuilds).join(', ')}`);

const preloads = skipLoadedPreloads(Object.keys(browserBuild.input)[0]!);

/** `npm run dev` answers /staff and every path under it with the back office's page, as Hosting does. */
const staffPageInDev: Plugin = {
  name: 'lakeforge:staff-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url && isBackOfficePath(new URL(req.url, 'http://dev').pathname)) req.url = `/${STAFF_SHELL}`;
      next();
    });
  },
};

/**
 * React Router and the site's Link (src/components/Link.tsx) in one chunk. Left to itself, Rolldown gives the
 * Link, which the shell and most pages import, a chunk of its own: one more request in every page's first load.
 */
const routerChunk = (id: string) =>
  /\/node_modules\/react-router\/|\/src\/components\/Link\.tsx$/.test(id) ? 'router' : null;

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    preloads.plugin,
    staffPageInDev,
    blogPostsPlugin({ postsDir, publicDir }),
    react(),
    // Stable styled-components class names from file and component names, so the prerendered HTML and
    // the hydrating client agree whatever order their modules load in.
    babel({
      plugins: [['babel-plugin-styled-components', { ssr: true, displayName: false, fileName: false, pure: true }]],
      include: /[\\/]src[\\/].*\.tsx?$/,
    }),
  ],
  publicDir,
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProduction : [] },
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The deployed project's address (scripts/build-hosting.ts); local builds keep the production address.
    ...(process.env.BUILD_SITE_URL ? { __SITE_URL__: JSON.stringify(process.env.BUILD_SITE_URL) } : {}),
    // The server bundle too: the prerender runs it, and it must not read another project's mode file either.
    ...(command === 'build' ? clientDefines(mode) : {}),
  },
  build: {
    outDir: isSsrBuild ? ssrDir : distDir,
    emptyOutDir: isSsrBuild || browserBuild.emptiesOutDir,
    target: 'es2022',
    // Production maps would not be deployed (hosting.ignore) and would carry the sources of local settings.
    sourcemap: !isSsrBuild && mode !== 'production',
    assetsInlineLimit: 0,
    copyPublicDir: !isSsrBuild && browserBuild.emptiesOutDir,
    manifest: isSsrBuild ? false : browserBuild.manifest,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    // The prerendered pages load the app through src/boot.ts (scripts/prerender.ts).
    rollupOptions: isSsrBuild ? {} : { input: browserBuild.input, output: { manualChunks: routerChunk } },
  },
  // Node's ESM loader sees styled-components' CommonJS build without its default export: bundle it.
  ssr: { noExternal: ['styled-components'] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': hostingOrigin },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
}));
