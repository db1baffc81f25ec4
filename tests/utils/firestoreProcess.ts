/**
 * Google's Firestore emulator as a child process of the tests: its jar run directly on Java
 * (scripts/firestoreEmulator.ts), on a free loopback port, resolved once it answers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { directCommand, findFirestoreEmulator } from '../../scripts/firestoreEmulator';
import { rootDir } from '../../scripts/paths';

const host = '127.0.0.1';

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Resolves when the emulator answers on `port`; rejects when its process ends first. */
function answering(child: ChildProcess, port: number, log: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const exited = () => reject(new Error(`The Firestore emulator exited before it answered:\n${log()}`));
    child.once('exit', exited);
    const poll = () => {
      const request = http.get({ host, port, path: '/' }, (response) => {
        response.resume();
        child.off('exit', exited);
        resolve();
      });
      request.once('error', () => setTimeout(poll, 200));
    };
    poll();
  });
}

export interface EmulatorProcess {
  /** 'host:port' */
  host: string;
  child: ChildProcess;
  /** Ends the process (SIGTERM) and resolves once it has exited. */
  stop(): Promise<void>;
}

/** Starts an emulator with firestore.rules; `seedFromExport` is an export's metadata file to start with. */
export async function launchFirestoreEmulator(
  options: { env?: NodeJS.ProcessEnv; seedFromExport?: string } = {},
): Promise<EmulatorProcess> {
  const emulator = findFirestoreEmulator();
  if ('missing' in emulator) throw new Error(emulator.missing);
  const port = await freePort();
  const [command, args] = directCommand(emulator, {
    host,
    port,
    rules: join(rootDir, 'firestore.rules'),
    seedFromExport: options.seedFromExport,
  });
  const child = spawn(command, args, { env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk));
  await answering(child, port, () => log);
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { host: `${host}:${port}`, child, stop };
}
