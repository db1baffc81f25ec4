/**
 * Serves a build folder as Firebase Hosting does for pages and assets (clean URLs, no trailing slashes, gzip),
 * without the emulators: for measurements of what the browser loads (Lighthouse, first touch).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { rootDir } from './paths';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForServer(url: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (child.exitCode !== null) throw new Error(`The static server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`${url} did not answer within a minute`);
}

/** Serves a build folder like Firebase Hosting: clean URLs, no trailing slashes, gzip. */
export async function serveBuild(dir: string): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    join(rootDir, 'node_modules/.bin/superstatic'),
    // superstatic resolves its folder against the working directory (an absolute path answers 404s).
    [
      '.',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--compression',
      '--config',
      '{"cleanUrls":true,"trailingSlash":false}',
    ],
    { cwd: dir, stdio: 'ignore' },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForServer(`${baseUrl}/robots.txt`, child);
  return { baseUrl, stop: () => child.kill() };
}
