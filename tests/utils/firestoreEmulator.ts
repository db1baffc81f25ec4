/**
 * The tests' side of Google's Firestore emulator (started by tests/setup/firestoreEmulators.ts): its address,
 * and what a test does with owner rights over REST (`Authorization: Bearer owner`, which the emulator lets
 * past the rules): write, list and empty a project's documents.
 */
import net from 'node:net';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL that starts (once) and names an emulator: `?at=<ISO instant>` for one on a fixed clock. */
    firestoreLauncher: string;
  }
}

/** 'host:port' of the run's emulator: on the real clock, or on one that started at `at`. */
export async function firestoreEmulatorHost(at?: Date): Promise<string> {
  const url = new URL(inject('firestoreLauncher'));
  if (at) url.searchParams.set('at', at.toISOString());
  const response = await fetch(url);
  if (!response.ok) throw new Error(`No Firestore emulator: ${await response.text()}`);
  return ((await response.json()) as { host: string }).host;
}

/**
 * A project of this test file's own (Vitest numbers each file's worker): the files of a run share the emulator,
 * and a file empties its project between its tests. `name` tells a file's projects apart.
 */
export function testProjectId(name: string): string {
  return `demo-${name}-${process.env.VITEST_WORKER_ID ?? '0'}`;
}

const documentsUrl = (host: string, projectId: string) =>
  `http://${host}/v1/projects/${projectId}/databases/(default)/documents`;

const asOwner = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

/** Deletes every document of the project. */
export async function deleteAllDocuments(host: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`Emptying ${projectId} failed: ${response.status} ${await response.text()}`);
}

export interface EmulatorProject {
  /** 'host:port' of the emulator. */
  host: string;
  projectId: string;
  /** Deletes every document of the project. */
  reset(): Promise<void>;
}

/** The project `projectId` in the run's emulator (on the real clock), emptied. */
export async function emptyProject(projectId: string): Promise<EmulatorProject> {
  const host = await firestoreEmulatorHost();
  const reset = () => deleteAllDocuments(host, projectId);
  await reset();
  return { host, projectId, reset };
}

/** Commits `writes` (REST `Write` objects) with owner rights. */
export async function commitAsOwner(host: string, projectId: string, writes: unknown[]): Promise<void> {
  const response = await fetch(`${documentsUrl(host, projectId)}:commit`, {
    method: 'POST',
    headers: asOwner,
    body: JSON.stringify({ writes }),
  });
  if (!response.ok) throw new Error(`Writing failed: ${response.status} ${await response.text()}`);
}

/** The full name of a document, as REST writes take it. */
export const documentName = (projectId: string, path: string) =>
  `projects/${projectId}/databases/(default)/documents/${path}`;

/** Every document of `collection` with owner rights: its id and its REST fields. */
export async function documentsAsOwner(
  host: string,
  projectId: string,
  collection: string,
  /** `group`: every collection of that name, at any depth (a collection group). */
  { group = false }: { group?: boolean } = {},
): Promise<{ id: string; fields: Record<string, unknown> }[]> {
  const response = await fetch(`${documentsUrl(host, projectId)}:runQuery`, {
    method: 'POST',
    headers: asOwner,
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId: collection, allDescendants: group }] } }),
  });
  if (!response.ok) throw new Error(`Reading ${collection} failed: ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { name: string; fields?: Record<string, unknown> } }[];
  return rows.flatMap((row) =>
    row.document ? [{ id: row.document.name.split('/').pop()!, fields: row.document.fields ?? {} }] : [],
  );
}

export interface Forwarder {
  port: number;
  /** Stops listening and cuts every open connection: the address becomes unreachable. */
  close(): Promise<void>;
}

/**
 * Forwards TCP connections on `port` (0: any free one) to `target` ('host:port'): the emulator reachable at an
 * address that a test can open and close, as a Firestore that comes up late or goes away.
 */
export async function forwardTo(target: string, port = 0): Promise<Forwarder> {
  const [targetHost, targetPort] = target.split(':') as [string, string];
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(targetPort), targetHost);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once('error', () => upstream.destroy());
    upstream.once('error', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
