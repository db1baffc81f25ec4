/**
 * The offline part of a functions deploy: what `firebase deploy --only functions --non-interactive` resolves
 * before it talks to Google (`--dry-run` itself stops at login). For each project of `.firebaserc`, firebase-tools'
 * own code
 * 1. discovers the functions the way a deploy does: its Node runtime delegate loads the bundle in a child
 *    process, with the project's parameter files (`functions/.env`, `.env.<project id or alias>`) in its
 *    environment, and reads the manifest the SDK writes (its declared parameters and each function's secrets);
 * 2. resolves the declared parameters non-interactively (`build.resolveBackend`), so a missing one fails with
 *    the deploy's own message ("In non-interactive mode but have no value for ...").
 * A deployed project also needs its site address (SITE_URL, checked as the web build checks it). Secrets live
 * in Secret Manager, which only Google can answer for: they are listed, not checked.
 *
 *   npm run check:params                        # every project of .firebaserc
 *   npm run check:params -- --project staging   # one alias or id
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runWhenMain } from './cli';
import { rootDir } from './paths';
import { aliasOf, deployedSiteUrl, projectIdOf, projectParams } from './projectParams';

const require = createRequire(import.meta.url);

interface Param {
  name: string;
  type: string;
}
interface Build {
  params: Param[];
  endpoints: Record<string, { secretEnvironmentVariables?: { key: string }[] }>;
}
const { Delegate } = require('firebase-tools/lib/deploy/functions/runtimes/node') as {
  Delegate: new (
    projectId: string,
    projectDir: string,
    sourceDir: string,
    runtime: string,
  ) => { discoverBuild(config: object, env: Record<string, string>): Promise<Build> };
};
const { resolveBackend } = require('firebase-tools/lib/deploy/functions/build') as {
  resolveBackend(options: {
    build: Build;
    firebaseConfig: { projectId: string };
    userEnvs: Record<string, string>;
    codebase: string;
    nonInteractive: boolean;
    isEmulator: boolean;
  }): Promise<{ envs: Record<string, { toString(): string; internal: boolean }> }>;
};

const firebaseJson = JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8')) as {
  functions: { source: string; runtime: string }[];
};
const codebase = firebaseJson.functions[0]!;

export interface FunctionsBundle {
  /** A functions source folder as the deploy uploads it: package.json and lib/index.js. */
  dir: string;
  remove(): void;
}

/**
 * Bundles the functions (functions/build.mjs) into a folder of their own under .local/, so that the bundle
 * `npm start` and the tests run from (functions/lib) is left alone; its packages resolve from the
 * repository's node_modules as they do from functions/.
 */
export function bundleFunctions(): FunctionsBundle {
  const parent = join(rootDir, '.local');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'functions-params-'));
  copyFileSync(join(rootDir, codebase.source, 'package.json'), join(dir, 'package.json'));
  const result = spawnSync(process.execPath, ['build.mjs', join(dir, 'lib', 'index.js')], {
    cwd: join(rootDir, codebase.source),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Bundling the functions failed:\n${result.stderr}`);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** What firebase-tools discovers in `bundle` for a deploy to `projectId` with these parameters. */
export async function discoverFunctions(
  bundle: FunctionsBundle,
  projectId: string,
  params: Record<string, string>,
): Promise<Build> {
  const firebaseConfig = { projectId };
  const saved = process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH;
  // The manifest through a file rather than the delegate's admin server on a port of 8000-8999.
  process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = 'true';
  try {
    return await new Delegate(projectId, rootDir, bundle.dir, codebase.runtime).discoverBuild(
      { firebase: firebaseConfig },
      // The environment prepare.js gives the discovery: the parameter files, then Firebase's own.
      {
        ...params,
        FIREBASE_CONFIG: JSON.stringify(firebaseConfig),
        GCLOUD_PROJECT: projectId,
        GOOGLE_CLOUD_QUOTA_PROJECT: projectId,
      },
    );
  } finally {
    if (saved === undefined) delete process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH;
    else process.env.FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH = saved;
  }
}

/** The secrets a deploy needs in Secret Manager: the declared secret parameters and the functions' secrets. */
export function requiredSecrets(build: Build): string[] {
  const names = new Set(build.params.filter((param) => param.type === 'secret').map((param) => param.name));
  for (const endpoint of Object.values(build.endpoints))
    for (const secret of endpoint.secretEnvironmentVariables ?? []) names.add(secret.key);
  return [...names];
}

export interface ProjectCheck {
  /** The alias or id asked for, and the project it names. */
  project: string;
  projectId: string;
  /** The declared parameters and their resolved values (empty when resolution failed). */
  params: Record<string, string>;
  siteUrl?: string;
  /** To exist in the project's Secret Manager: not checkable offline. */
  secrets: string[];
  problems: string[];
}

export interface CheckOptions {
  firebaserc?: string;
  /** Where the parameter files are (functions/). */
  functionsDir?: string;
}

/** Resolves `project`'s parameters the way a non-interactive deploy of the functions does. */
export async function checkProject(
  bundle: FunctionsBundle,
  project: string,
  { firebaserc = join(rootDir, '.firebaserc'), functionsDir = join(rootDir, codebase.source) }: CheckOptions = {},
): Promise<ProjectCheck> {
  const projectId = projectIdOf(project, firebaserc);
  const userEnvs = projectParams(projectId, { functionsDir, alias: aliasOf(projectId, firebaserc) });
  const build = await discoverFunctions(bundle, projectId, userEnvs);
  const check: ProjectCheck = { project, projectId, params: {}, secrets: requiredSecrets(build), problems: [] };
  try {
    const { envs } = await resolveBackend({
      build,
      firebaseConfig: { projectId },
      userEnvs,
      codebase: 'default',
      nonInteractive: true,
      // Leaves the secrets out: a deploy asks Secret Manager for them.
      isEmulator: true,
    });
    const declared = new Set(build.params.map((param) => param.name));
    for (const [name, value] of Object.entries(envs))
      if (declared.has(name) && !value.internal) check.params[name] = value.toString();
  } catch (error) {
    check.problems.push((error as Error).message);
  }
  // The demo project runs only under the emulator, where `npm start` gives the local address.
  if (!projectId.startsWith('demo-')) {
    try {
      check.siteUrl = deployedSiteUrl(projectId, {}, () => userEnvs);
    } catch (error) {
      check.problems.push((error as Error).message);
    }
  }
  return check;
}

/** Every alias of `.firebaserc`, and each project id that has none (`default` names one of them). */
export function configuredProjects(firebaserc = join(rootDir, '.firebaserc')): string[] {
  const { projects = {} } = JSON.parse(readFileSync(firebaserc, 'utf8')) as { projects?: Record<string, string> };
  const aliased = Object.entries(projects).filter(([alias]) => alias !== 'default');
  const ids = new Set(aliased.map(([, id]) => id));
  const unaliased = Object.values(projects).filter((id) => !ids.has(id));
  return [...aliased.map(([alias]) => alias), ...new Set(unaliased)];
}

export function report(check: ProjectCheck): string[] {
  const name = check.project === check.projectId ? check.projectId : `${check.project} (${check.projectId})`;
  if (check.problems.length > 0) return [`FAIL  ${name}`, ...check.problems.map((problem) => `      ${problem}`)];
  return [
    `PASS  ${name}`,
    `      parameters: ${Object.entries(check.params)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ')}`,
    ...(check.siteUrl ? [`      site address: ${check.siteUrl}`] : []),
    check.projectId.startsWith('demo-')
      ? `      secrets (the emulator's local values): ${check.secrets.join(', ') || 'none'}`
      : `      secrets the project's Secret Manager must hold (not checked offline): ${check.secrets.join(', ') || 'none'}`,
  ];
}

runWhenMain(import.meta.url, async () => {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { project: { type: 'string' } } });
  const bundle = bundleFunctions();
  try {
    const checks = [];
    for (const project of values.project ? [values.project] : configuredProjects()) {
      const check = await checkProject(bundle, project);
      for (const line of report(check)) console.log(line);
      checks.push(check);
    }
    process.exitCode = checks.every((check) => check.problems.length === 0) ? 0 : 1;
  } finally {
    bundle.remove();
  }
});
