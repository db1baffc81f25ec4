/**
 * The early touches script (src/lib/earlyTouches/capture.ts) as every prerendered page inlines it, with
 * the record of the visit's source (src/lib/attribution.ts: the first page of a visit may be left before
 * the app loads), and
 * the Content-Security-Policy check: a browser runs an inline script only if the policy names the hash of
 * its exact bytes, so the build fails when firebase.json's `script-src` does not.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { BACK_OFFICE_PATH } from '../src/lib/backOffice';
import { rootDir } from './paths';

/** The most the script may weigh, minified (issue #27): it is in every page's first round trip. */
export const CAPTURE_SCRIPT_MAX_BYTES = 1024;

export function captureScript(): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: [
        "import { captureEarlyTouches } from './earlyTouches/capture';",
        "import { captureLeadSource } from './attribution';",
        'captureEarlyTouches(); captureLeadSource();',
      ].join('\n'),
      resolveDir: join(rootDir, 'src/lib'),
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
  });
  return outputFiles[0]!.text.trim();
}

/** The CSP source that allows `script` inline: `'sha256-…'` of its UTF-8 bytes. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

type FirebaseConfig = {
  hosting: { headers: { source?: string; regex?: string; headers: { key: string; value: string }[] }[] };
};

/**
 * Throws unless every Content-Security-Policy of the visitors' pages in firebase.json allows `script` by its hash.
 * The back office's page (its own rule, under /staff) has no inline script, so its policy names no hash; no
 * policy may allow 'unsafe-inline'.
 */
export function assertPolicyAllows(config: FirebaseConfig, script: string) {
  const hash = scriptHashSource(script);
  const rules = config.hosting.headers.flatMap((rule) =>
    rule.headers
      .filter((header) => header.key === 'Content-Security-Policy')
      .map(({ value }) => ({ backOffice: !!rule.source?.startsWith(BACK_OFFICE_PATH), value })),
  );
  if (!rules.some((rule) => !rule.backOffice)) throw new Error('firebase.json sets no Content-Security-Policy');
  for (const { backOffice, value } of rules) {
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(value)?.[1]?.split(/\s+/) ?? [];
    if (!backOffice && !scriptSrc.includes(hash))
      throw new Error(
        `firebase.json's script-src does not allow the inline early touches script: put ${hash} in place of its sha256 source`,
      );
    if (scriptSrc.includes("'unsafe-inline'"))
      throw new Error("firebase.json's script-src must not allow 'unsafe-inline'");
  }
}

/** Inlines `script` at the top of the template's head, before anything the visitor could touch. */
export function withCaptureScript(template: string, script: string): string {
  if (script.length > CAPTURE_SCRIPT_MAX_BYTES)
    throw new Error(`The early touches script is ${script.length} bytes, over ${CAPTURE_SCRIPT_MAX_BYTES}`);
  return template.replace('<!--app-head-->', () => `<script>${script}</script>\n    <!--app-head-->`);
}
