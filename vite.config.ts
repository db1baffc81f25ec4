import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogPostsPlugin } from './scripts/blog-posts';
import { distDir, ssrDir } from './scripts/paths';

// `npm run dev` proxies /api to the Hosting emulator of the local stack, so the browser sees the same
// paths as in production (see README: "Local stack").
const hostingOrigin = process.env.HOSTING_ORIGIN ?? 'http://127.0.0.1:5000';
// Other folders of posts and public files: scripts/blog-build.test.ts builds the site with an added post.
const postsDir = process.env.BLOG_POSTS_DIR ?? 'src/content/blog/posts';
const publicDir = process.env.PUBLIC_DIR ?? 'public';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
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
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: isSsrBuild ? ssrDir : distDir,
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: !isSsrBuild,
    assetsInlineLimit: 0,
    copyPublicDir: !isSsrBuild,
    manifest: !isSsrBuild,
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
