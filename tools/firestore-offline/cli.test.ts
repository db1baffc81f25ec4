import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, docName, post } from './test-support.js';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'firestore-offline-cli-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function start(
  args: string[],
): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null>; output: () => string }> {
  const child = spawn(TSX, [CLI, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`CLI did not start: ${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /Offline Firestore listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, exited, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited with ${code}: ${output}`));
    });
  });
}

describe('cli', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'prints its URL, serves, and on %s flushes data and exits 0',
    async (signal) => {
      const dataFile = join(dir, `${signal}.json`);
      const cli = await start(['--port', '0', '--host', '127.0.0.1', '--data', dataFile, '--clean']);
      expect(cli.output().trim().split('\n')).toEqual([
        expect.stringMatching(/^Offline Firestore listening on http:\/\/127\.0\.0\.1:\d+$/),
      ]);
      expect(await (await fetch(cli.url)).text()).toBe('Ok\n');
      const commit = await post(
        cli.url,
        '/v1/projects/demo-cli/databases/(default)/documents:commit',
        {
          writes: [{ update: { name: docName('demo-cli', 'slots/a'), fields: { n: { integerValue: '1' } } } }],
        },
        ADMIN,
      );
      expect(commit.status).toBe(200);
      cli.child.kill(signal);
      expect(await cli.exited).toBe(0);
      const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
      expect(saved.databases['projects/demo-cli/databases/(default)']['slots/a'].fields).toEqual({
        n: { integerValue: '1' },
      });
    },
  );

  it('rejects unknown options with exit code 2', async () => {
    const child = spawn(TSX, [CLI, '--nope'], { stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(2);
  });
});
