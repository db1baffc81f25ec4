import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertPolicyAllows,
  CAPTURE_SCRIPT_MAX_BYTES,
  captureScript,
  scriptHashSource,
  withCaptureScript,
} from './earlyTouchesScript';
import { rootDir } from './paths';

const firebaseConfig = () => JSON.parse(readFileSync(join(rootDir, 'firebase.json'), 'utf8'));

describe('the early touches script', () => {
  it('stays within 1 kB minified', () => {
    expect(Buffer.byteLength(captureScript())).toBeLessThanOrEqual(CAPTURE_SCRIPT_MAX_BYTES);
  });

  it("is allowed by firebase.json's Content-Security-Policy, by the hash of its exact bytes", () => {
    expect(() => assertPolicyAllows(firebaseConfig(), captureScript())).not.toThrow();
    expect(() => assertPolicyAllows(firebaseConfig(), `${captureScript()} `)).toThrow(/put 'sha256-/);
  });

  it("needs the hash in the visitors' policy, not in the back office's, whose page has no inline script", () => {
    const config = firebaseConfig();
    const [visitors, backOffice] = ['.*', '/staff'].map((where) =>
      config.hosting.headers
        .find((rule: { regex?: string; source?: string }) => rule.regex === where || rule.source?.startsWith(where))
        .headers.find((header: { key: string }) => header.key === 'Content-Security-Policy')!,
    );
    expect(backOffice.value).not.toContain("'sha256-");
    visitors.value = visitors.value.replace(/ 'sha256-[^']+'/, '');
    expect(() => assertPolicyAllows(config, captureScript())).toThrow(/put 'sha256-/);
  });

  it("refuses a policy that also allows 'unsafe-inline'", () => {
    const script = captureScript();
    const config = firebaseConfig();
    for (const rule of config.hosting.headers)
      for (const header of rule.headers)
        if (header.key === 'Content-Security-Policy')
          header.value = header.value.replace('script-src', "script-src 'unsafe-inline'");
    expect(() => assertPolicyAllows(config, script)).toThrow(/unsafe-inline/);
  });

  it('goes first in the head, exactly as hashed', () => {
    const script = captureScript();
    const html = withCaptureScript('<head><meta charset="UTF-8" />\n    <!--app-head-->\n</head>', script);
    const inlined = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(scriptHashSource(inlined)).toBe(scriptHashSource(script));
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<!--app-head-->'));
  });
});
