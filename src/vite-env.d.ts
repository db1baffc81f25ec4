/// <reference types="vite/client" />

/** Build-time settings read by the browser code (see docs/development.md, "The local stack"). */
interface ImportMetaEnv {
  /** Firebase project of the site's Firestore; production builds take the deployed project (vite.config.ts). */
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  /** Web API key of the Firebase project (not a secret; omitted locally; `.env.<alias>` for a deploy). */
  readonly VITE_FIREBASE_API_KEY?: string;
  /** The web app's auth domain, e.g. '<project id>.firebaseapp.com' (`.env.<alias>`; unset locally). */
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  /** The web app's id, '1:<number>:web:<hash>' (`.env.<alias>`; unset locally). */
  readonly VITE_FIREBASE_APP_ID?: string;
  /** 'host:port' of a local Firestore emulator, e.g. '127.0.0.1:8080'; unset in production. */
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  /** 'host:port' of the local Auth emulator the back office signs in on, e.g. '127.0.0.1:9099'; unset in production. */
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The blog posts compiled from src/content/blog/posts/*.md at build time (scripts/blog-posts.ts). */
declare module 'virtual:blog-posts' {
  const posts: readonly import('./content/blog').BlogPost[];
  export default posts;
}
