import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hostingUpload } from './build-hosting';
import { deployDir, rootDir } from './paths';
import { localTraces } from './productionConfig';
import { productionBuildConfig } from './webConfig';

const require = createRequire(import.meta.url);
// firebase-tools' own code: the config loader and the deploy's predeploy runner (lib/deploy/lifecycleHooks.js).
const { Config } = require('firebase-tools/lib/config') as {
  Config: { load(options: { cwd: string }): FirebaseConfig };
};
const { lifecycleHooks } = require('firebase-tools/lib/deploy/lifecycleHooks') as {
  lifecycleHooks(target: string, hook: string): (context: object, options: object) => Promise<void>;
};
interface FirebaseConfig {
  projectDir: string;
  get(path: string): unknown;
}

/** Runs firebase.json's Hosting predeploy exactly as `firebase deploy --project <projectId>` does. */
function hostingPredeploy(projectId: string, env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  const config = Config.load({ cwd: rootDir });
  return lifecycleHooks('hosting', 'predeploy')({}, { config, projectId, projectRoot: config.projectDir }).finally(
    () => {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    },
  );
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A folder of web config files (`.env.<project id>`), as a repository commits them. */
function webConfigDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-config-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const webConfig = (projectId: string) =>
  `VITE_FIREBASE_API_KEY=AIzaKeyOf-${projectId}\nVITE_FIREBASE_AUTH_DOMAIN=${projectId}.firebaseapp.com\n` +
  `VITE_FIREBASE_APP_ID=1:123456789:web:${projectId}\n`;

describe("the production build's Firebase settings", () => {
  it("takes the project that firebase deploy targets and that project's committed web config", () => {
    const dir = webConfigDir({
      '.env.lakeforge-site': webConfig('lakeforge-site'),
      '.env.lakeforge-staging': webConfig('lakeforge-staging'),
    });
    expect(productionBuildConfig({ GCLOUD_PROJECT: 'lakeforge-site', WEB_CONFIG_DIR: dir })).toEqual({
      projectId: 'lakeforge-site',
      apiKey: 'AIzaKeyOf-lakeforge-site',
      authDomain: 'lakeforge-site.firebaseapp.com',
      appId: '1:123456789:web:lakeforge-site',
    });
    expect(productionBuildConfig({ GCLOUD_PROJECT: 'lakeforge-staging', WEB_CONFIG_DIR: dir }).apiKey).toBe(
      'AIzaKeyOf-lakeforge-staging',
    );
  });

  it('refuses a project without its API key, auth domain and app id, naming the file to fix', () => {
    const dir = webConfigDir({ '.env.lakeforge-site': 'VITE_FIREBASE_API_KEY=AIzaKey\n' });
    const build = (projectId: string) => () =>
      productionBuildConfig({ GCLOUD_PROJECT: projectId, WEB_CONFIG_DIR: dir });
    expect(build('lakeforge-staging')).toThrow(
      'project lakeforge-staging has no web config: set VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, ' +
        'VITE_FIREBASE_APP_ID in .env.lakeforge-staging',
    );
    expect(build('lakeforge-site')).toThrow(
      'set VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_APP_ID in .env.lakeforge-site',
    );
  });

  it.each([
    [{}, 'no Firebase project is set (GCLOUD_PROJECT)'],
    [{ GCLOUD_PROJECT: 'demo-lakeforge' }, 'demo-lakeforge is a demo project'],
    [{ VITE_FIREBASE_PROJECT_ID: 'demo-lakeforge' }, 'demo-lakeforge is a demo project'],
    [{ GCLOUD_PROJECT: 'Lakeforge Site' }, '"Lakeforge Site" is not a project id'],
    [
      { GCLOUD_PROJECT: 'lakeforge-site', VITE_FIREBASE_PROJECT_ID: 'lakeforge-staging' },
      'the deploy targets project lakeforge-site but VITE_FIREBASE_PROJECT_ID is lakeforge-staging (.env.lakeforge-site',
    ],
    [
      { GCLOUD_PROJECT: 'lakeforge-site', VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' },
      'VITE_FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 points the site at a local Firestore',
    ],
  ])('refuses %j, saying what to set', (env, problem) => {
    const dir = webConfigDir({ '.env.lakeforge-site': webConfig('lakeforge-site') });
    const build = () => productionBuildConfig({ ...env, WEB_CONFIG_DIR: dir });
    expect(build).toThrow(problem);
    expect(build).toThrow('set GCLOUD_PROJECT=<project id>');
  });
});

describe('localTraces', () => {
  it('finds loopback hosts with a port and demo- ids, and nothing in production code', () => {
    expect(localTraces('connect("127.0.0.1:8080") localhost:5001 [::1]:4400 projects/demo-lakeforge/x')).toEqual([
      '127.0.0.1:8080',
      'localhost:5001',
      '[::1]:4400',
      'demo-lakeforge',
    ]);
    expect(localTraces('new URL(`http://localhost`); https://firestore.googleapis.com; lakeforge-site')).toEqual([]);
  });
});

describe('hostingUpload (what firebase deploy uploads of a build)', () => {
  it("leaves out source maps and Vite's manifest, wherever they are (issue #32)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'hosting-upload-'));
    try {
      for (const file of [
        'index.html',
        'assets/index-abc123.js',
        'assets/index-abc123.js.map',
        'assets/index-abc123.css.map',
        'blog/post.html',
        'blog/chunk.js.map',
        '.vite/manifest.json',
        '.vite/ssr-manifest.json',
      ]) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), 'x');
      }
      expect(hostingUpload(dir)).toEqual(['assets/index-abc123.js', 'blog/post.html', 'index.html']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("Hosting's predeploy (what firebase deploy runs)", () => {
  it('refuses a project with no web config at once, before building, naming the file to fix', () => {
    const result = spawnSync('npm', ['run', 'build:hosting'], {
      cwd: rootDir,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: 'lakeforge-nowebconfig', WEB_CONFIG_DIR: webConfigDir({}) },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('project lakeforge-nowebconfig has no web config');
    expect(result.stderr).toContain('in .env.lakeforge-nowebconfig and commit it');
    expect(result.stdout).not.toContain('Production build for');
  });

  it('refuses a demo project at once, before building, with a message naming what to set', () => {
    const result = spawnSync('npm', ['run', 'build:hosting'], {
      cwd: rootDir,
      encoding: 'utf8',
      env: { ...process.env, GCLOUD_PROJECT: 'demo-lakeforge' },
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('demo-lakeforge is a demo project');
    expect(result.stderr).toContain('firebase use --add');
  });

  it("builds dist/ for the deployed project with no local trace and the project's own address, even with a local build and its settings around", async () => {
    // What `npm start` / `npm test` leave behind: an emulator-mode build's file in dist/ (as before this
    // change), and a shell that still has the local build's settings (and NODE_ENV=test, set by Vitest).
    mkdirSync(deployDir, { recursive: true });
    writeFileSync(join(deployDir, 'stale-emulator-build.js'), 'connect("127.0.0.1:8080", "demo-lakeforge")');
    await hostingPredeploy('lakeforge-site-test', {
      WEB_CONFIG_DIR: webConfigDir({ '.env.lakeforge-site-test': webConfig('lakeforge-site-test') }),
      BUILD_MODE: 'emulator',
      OUT_DIR: '.local/build',
      SITE_URL: 'https://www.site-a.example',
    });

    expect(existsSync(join(deployDir, 'stale-emulator-build.js'))).toBe(false);
    expect(hostingUpload(deployDir)).toContain('index.html');
    // The back office's page, from the second build (its manifest is left out with the first's).
    expect(hostingUpload(deployDir)).toContain('staff-app.html');
    // The build writes Vite's manifest (the prerender reads it); the deploy leaves it out, and any source map.
    expect(existsSync(join(deployDir, '.vite/manifest.json'))).toBe(true);
    expect(hostingUpload(deployDir).filter((file) => file.endsWith('.map') || file.startsWith('.vite/'))).toEqual([]);
    const files = filesUnder(deployDir);
    const traces = files.flatMap((file) => localTraces(readFileSync(file, 'latin1')).map((t) => `${file}: ${t}`));
    expect(traces).toEqual([]);
    const scripts = files.filter((file) => file.endsWith('.js')).map((file) => readFileSync(file, 'utf8'));
    expect(scripts.some((code) => code.includes('lakeforge-site-test'))).toBe(true);
    // The back office signs in against the configured project: its web config is in the bundle, no emulator key.
    const signIn = scripts.filter((code) => code.includes('AIzaKeyOf-lakeforge-site-test'));
    expect(signIn.some((code) => code.includes('1:123456789:web:lakeforge-site-test'))).toBe(true);
    expect(signIn.some((code) => code.includes('lakeforge-site-test.firebaseapp.com'))).toBe(true);
    expect(scripts.filter((code) => code.includes('local-emulator'))).toEqual([]);
    // The project's own address in canonical URLs, structured data, sitemap and feed, and no other.
    const home = readFileSync(join(deployDir, 'index.html'), 'utf8');
    expect(home).toContain('rel="canonical" href="https://www.site-a.example/"');
    expect(home).toContain('"@id":"https://www.site-a.example/#organization"');
    expect(readFileSync(join(deployDir, 'sitemap.xml'), 'utf8')).toContain(
      '<loc>https://www.site-a.example/about</loc>',
    );
    expect(readFileSync(join(deployDir, 'rss.xml'), 'utf8')).toContain(
      '<link>https://www.site-a.example/blog/website-speed-small-business</link>',
    );
    const everything = files.map((file) => readFileSync(file, 'latin1'));
    expect(everything.filter((text) => text.includes('lakeforge.ca/'))).toEqual([]);
  }, 240_000);
});
