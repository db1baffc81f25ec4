/**
 * What a production web build may contain. It reads Firestore of the project it is deployed to:
 * `firebase deploy` runs Hosting's predeploy with GCLOUD_PROJECT set to the project chosen with
 * `firebase use`. A build for a `demo-` project or with a local Firestore host cannot be made.
 */

/** The Firebase settings baked into a production build (the booking wizard's Firestore target). */
export interface ProductionFirebaseConfig {
  projectId: string;
  apiKey?: string;
}

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
 * The production build's Firebase settings from `env` (the process environment merged with the .env files
 * Vite loads in production mode): the project is GCLOUD_PROJECT (set by `firebase deploy`) or
 * VITE_FIREBASE_PROJECT_ID; the web API key VITE_FIREBASE_API_KEY is optional.
 */
export function productionFirebaseConfig(env: Record<string, string | undefined>): ProductionFirebaseConfig {
  const emulatorHost = value(env, 'VITE_FIRESTORE_EMULATOR_HOST');
  if (emulatorHost) {
    throw new ProductionConfigError(
      `VITE_FIRESTORE_EMULATOR_HOST=${emulatorHost} points the site at a local Firestore. ` +
        'Remove it from the environment and from .env, .env.local, .env.production and .env.production.local.',
    );
  }
  const deployed = value(env, 'GCLOUD_PROJECT');
  const configured = value(env, 'VITE_FIREBASE_PROJECT_ID');
  if (deployed && configured && deployed !== configured) {
    throw new ProductionConfigError(
      `the deploy targets project ${deployed} but VITE_FIREBASE_PROJECT_ID is ${configured}. ` +
        'Remove VITE_FIREBASE_PROJECT_ID (the deployed project is used) or choose that project with `firebase use`.',
    );
  }
  const projectId = deployed ?? configured;
  if (!projectId) throw new ProductionConfigError('no Firebase project is set (GCLOUD_PROJECT).');
  if (projectId.startsWith('demo-')) {
    throw new ProductionConfigError(
      `${projectId} is a demo project, which exists only in the local emulators. ` +
        'Add your real project with `firebase use --add`.',
    );
  }
  if (!PROJECT_ID.test(projectId)) throw new ProductionConfigError(`${JSON.stringify(projectId)} is not a project id.`);
  const apiKey = value(env, 'VITE_FIREBASE_API_KEY');
  return apiKey ? { projectId, apiKey } : { projectId };
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
