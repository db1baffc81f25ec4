/**
 * Post-deploy smoke check of a live site:
 *
 *   npm run smoke -- https://<project id>.web.app [--project <id>] [--firestore <origin>]
 *
 * 1. the home page answers 200 with HTML;
 * 2. a function answers 405 to a GET through Hosting's /api rewrite (it is deployed and reachable);
 * 3. Firestore answers the browser's public read of `slots` (the project's rules and database exist).
 *
 * The project defaults to the one in a `<id>.web.app` / `<id>.firebaseapp.com` address (else --project or
 * GCLOUD_PROJECT); Firestore to Google's. Exits 1 if any check fails.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export interface SmokeTarget {
  /** The site's origin, e.g. https://lakeforge-site.web.app. */
  site: string;
  projectId: string;
  /** Firestore's REST origin: https://firestore.googleapis.com, or a local endpoint. */
  firestore: string;
}

export interface SmokeCheck {
  name: string;
  ok: boolean;
  detail: string;
}

const TIMEOUT_MS = 15_000;

async function check(name: string, probe: () => Promise<string | undefined>): Promise<SmokeCheck> {
  try {
    const problem = await probe();
    return { name, ok: problem === undefined, detail: problem ?? 'ok' };
  } catch (error) {
    return { name, ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

export async function smokeChecks(target: SmokeTarget): Promise<SmokeCheck[]> {
  const site = target.site.replace(/\/+$/, '');
  const signal = () => AbortSignal.timeout(TIMEOUT_MS);
  return Promise.all([
    check(`GET ${site}/ answers 200 with HTML`, async () => {
      const response = await fetch(`${site}/`, { signal: signal() });
      const html = await response.text();
      if (response.status !== 200) return `HTTP ${response.status}`;
      return html.includes('<title>') ? undefined : 'the answer is not an HTML page';
    }),
    check(`GET ${site}/api/contactEmail answers 405 (function deployed)`, async () => {
      const response = await fetch(`${site}/api/contactEmail`, { signal: signal() });
      if (response.status !== 405) return `HTTP ${response.status}`;
      return response.headers.get('allow') === 'POST' ? undefined : 'no Allow: POST header';
    }),
    check(`Firestore of ${target.projectId} answers a public read of slots`, async () => {
      const url = `${target.firestore.replace(/\/+$/, '')}/v1/projects/${target.projectId}/databases/(default)/documents:runQuery`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ structuredQuery: windowQuery(new Date()) }),
        signal: signal(),
      });
      const body = await response.text();
      if (response.status !== 200) return `HTTP ${response.status}: ${body.slice(0, 200)}`;
      return Array.isArray(JSON.parse(body)) ? undefined : 'the answer is not a query result';
    }),
  ]);
}

/**
 * The browser's kind of read of `slots`: the rules let anyone list only the bookable window's slots, with
 * a limit (firestore.rules), so the check asks for one slot of the coming week.
 */
export function windowQuery(now: Date) {
  const bound = (op: string, instant: Date) => ({
    fieldFilter: { field: { fieldPath: 'datetime' }, op, value: { timestampValue: instant.toISOString() } },
  });
  return {
    from: [{ collectionId: 'slots' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [
          bound('GREATER_THAN_OR_EQUAL', new Date(now.getTime() - 60 * 60_000)),
          bound('LESS_THAN', new Date(now.getTime() + 7 * 24 * 60 * 60_000)),
        ],
      },
    },
    orderBy: [{ field: { fieldPath: 'datetime' }, direction: 'ASCENDING' }],
    limit: 1,
  };
}

/** The project of a Hosting default domain (`<id>.web.app`, `<id>.firebaseapp.com`), if it is one. */
export function projectOfHostingUrl(site: string): string | undefined {
  return /^([a-z][a-z0-9-]+)\.(?:web\.app|firebaseapp\.com)$/.exec(new URL(site).hostname)?.[1];
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { project: { type: 'string' }, firestore: { type: 'string' } },
  });
  const site = positionals[0];
  if (!site) throw new Error('Usage: npm run smoke -- <site url> [--project <id>] [--firestore <origin>]');
  const projectId = values.project ?? projectOfHostingUrl(site) ?? process.env.GCLOUD_PROJECT;
  if (!projectId) throw new Error(`Which Firebase project serves ${site}? Pass --project <id>.`);
  const checks = await smokeChecks({
    site,
    projectId,
    firestore: values.firestore ?? 'https://firestore.googleapis.com',
  });
  for (const result of checks)
    console.log(`${result.ok ? 'PASS' : 'FAIL'}  ${result.name}${result.ok ? '' : `: ${result.detail}`}`);
  if (checks.some((result) => !result.ok)) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
