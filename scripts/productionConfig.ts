/**
 * What a production web build may contain. It reads Firestore of the project it is deployed to:
 * `firebase deploy` runs Hosting's predeploy with GCLOUD_PROJECT set to the project chosen with
 * `firebase use`. A build for a `demo-` project or with a local Firestore host cannot be made.
 */

/**
 * The Firebase web app settings baked into a production build: the booking wizard's Firestore target and the
 * back office's sign-in. Public values (Firebase console → Project settings → Your apps → the web app).
 */
export interface ProductionFirebaseConfig {
  projectId: string;
  apiKey: string;
  authDomain: string;
  appId: string;
}

/** The web config's variables, as a project's `.env.<alias>` file names them. */
export const WEB_CONFIG_VARIABLES = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  appId: 'VITE_FIREBASE_APP_ID',
} as const;

/** A production build was asked for without a usable Firebase project; `message` says what to set. */
export class ProductionConfigError extends Error {
  constructor(problem: string) {
    super(
      `Cannot make a production build: ${problem}\n` +
        'A production build reads Firestore of the project it is deployed to. `npm run deploy` builds for the project ' +
        'chosen with `firebase use`; to build by hand, set GCLOUD_PROJECT=<project id>. Local builds: `npm run build:local`.',
    );
    this.name = 'ProductionConfigError';
  }
}

// Google Cloud project ids: 6–30 characters, lower-case letters, digits and hyphens, starting with a letter.
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

function value(env: Record<string, string | undefined>, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

/**
 * The project a production build is for, from `env` (the process environment): GCLOUD_PROJECT (set by
 * `firebase deploy`) or VITE_FIREBASE_PROJECT_ID.
 */
export function productionProjectId(env: Record<string, string | undefined>): string {
  const projectId = value(env, 'GCLOUD_PROJECT') ?? value(env, 'VITE_FIREBASE_PROJECT_ID');
  if (!projectId) throw new ProductionConfigError('no Firebase project is set (GCLOUD_PROJECT).');
  if (projectId.startsWith('demo-')) {
    throw new ProductionConfigError(
      `${projectId} is a demo project, which exists only in the local emulators. ` +
        'Add your real project with `firebase use --add`.',
    );
  }
  if (!PROJECT_ID.test(projectId)) throw new ProductionConfigError(`${JSON.stringify(projectId)} is not a project id.`);
  return projectId;
}

/**
 * The production build's Firebase settings for `projectId` from `env`: the process environment merged with the
 * project's web config file `file` (`.env.<alias>`, scripts/webConfig.ts), named in every refusal.
 */
export function productionFirebaseConfig(
  projectId: string,
  env: Record<string, string | undefined>,
  file: string,
): ProductionFirebaseConfig {
  const emulatorHost = value(env, 'VITE_FIRESTORE_EMULATOR_HOST');
  if (emulatorHost) {
    throw new ProductionConfigError(
      `VITE_FIRESTORE_EMULATOR_HOST=${emulatorHost} points the site at a local Firestore. ` +
        `Remove it from the environment and from ${file}.`,
    );
  }
  const configured = value(env, 'VITE_FIREBASE_PROJECT_ID');
  if (configured && configured !== projectId) {
    throw new ProductionConfigError(
      `the deploy targets project ${projectId} but VITE_FIREBASE_PROJECT_ID is ${configured} (${file} or the ` +
        'environment). Fix the file, or choose that project with `firebase use`.',
    );
  }
  const missing = Object.values(WEB_CONFIG_VARIABLES).filter((name) => !value(env, name));
  if (missing.length > 0) {
    throw new ProductionConfigError(
      `project ${projectId} has no web config: set ${missing.join(', ')} in ${file} and commit it. The values ` +
        "are the web app's public config (Firebase console → Project settings → Your apps), not secrets; " +
        'without them staff cannot sign in to the back office.',
    );
  }
  return {
    projectId,
    apiKey: value(env, WEB_CONFIG_VARIABLES.apiKey)!,
    authDomain: value(env, WEB_CONFIG_VARIABLES.authDomain)!,
    appId: value(env, WEB_CONFIG_VARIABLES.appId)!,
  };
}

/** Traces of the local stack that must never ship: loopback hosts with a port, and `demo-` project ids. */
const LOCAL_TRACES = [
  /(?<![\w.])(?:127\.0\.0\.1|localhost|0\.0\.0\.0|\[::1\]):\d{2,5}\b/g,
  /\bdemo-[a-z0-9][a-z0-9-]*/g,
];

/** Every local trace in `text` (empty when it is fit to deploy). */
export function localTraces(text: string): string[] {
  return LOCAL_TRACES.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[0]));
}
