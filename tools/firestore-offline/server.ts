/**
 * Offline Firestore endpoint: a small HTTP server speaking the Firestore REST subset used by
 * `firebase/firestore/lite` and by firebase-admin with `preferRest: true`. See README.md.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { FirestoreApi } from './api.js';
import { createRequestHandler } from './http.js';
import { readSnapshotFile, SnapshotWriter } from './persistence.js';
import { AccessControl, FIRESTORE_RULES_POLICY, type AccessPolicy } from './rules.js';
import { Store } from './store.js';
import { TransactionManager } from './transactions.js';

export { FIRESTORE_RULES_POLICY, type AccessPolicy } from './rules.js';

export interface FirestoreServerOptions {
  /** Serve only this project (others get 404). By default any project is served, each with its own data. */
  projectId?: string;
  /** JSON file to load at start and rewrite (atomically) after every change. Without it, data lives in memory. */
  dataFile?: string;
  /** Ignore what `dataFile` holds and start empty (the file is rewritten at start). */
  clean?: boolean;
  /** Access for requests without the admin credential. Default: the policy of /firestore.rules. 'open' allows all. */
  rules?: AccessPolicy | 'open';
  /**
   * Answer ALREADY_EXISTS and FAILED_PRECONDITION with HTTP 412 to clients on google-gax 4 (firebase-admin 13), which
   * would otherwise read Google's 409 as ABORTED and retry for minutes. Default true. See errors.ts.
   */
  legacyGaxErrorCompat?: boolean;
  /** The clock the rules read as `request.time` (ms). Default Date.now; tests of a fixed day pass theirs. */
  now?: () => number;
  /** Browser origins allowed to call. Default: the local site's (LOCAL_ORIGINS in http.ts). */
  allowedOrigins?: readonly string[];
  /** One line per request, e.g. `console.log`. Default: silent. */
  log?: (line: string) => void;
  /** Unexpected errors (bugs, persistence failures). Default: console.error. */
  onInternalError?: (error: unknown) => void;
}

export interface ListenInfo {
  url: string;
  host: string;
  port: number;
}

export interface FirestoreServer {
  server: http.Server;
  store: Store;
  listen(port?: number, host?: string): Promise<ListenInfo>;
  /** Stops accepting connections, ends idle keep-alive ones, waits for data to be on disk. */
  close(): Promise<void>;
  /** Clears every database and open transaction (and the data file). */
  reset(): void;
  /** Waits until every change so far is on disk. */
  flush(): Promise<void>;
}

export function createFirestoreServer(options: FirestoreServerOptions = {}): FirestoreServer {
  const store = new Store();
  const transactions = new TransactionManager();
  const api = new FirestoreApi(
    store,
    transactions,
    new AccessControl(options.rules ?? FIRESTORE_RULES_POLICY, options.now),
  );
  const onInternalError = options.onInternalError ?? ((error: unknown) => console.error('[firestore-offline]', error));

  let writer: SnapshotWriter | undefined;
  if (options.dataFile !== undefined) {
    if (!options.clean) {
      const snapshot = readSnapshotFile(options.dataFile);
      if (snapshot) store.load(snapshot);
    }
    writer = new SnapshotWriter(options.dataFile, () => store.snapshot());
    if (options.clean) writer.requestWrite().catch(onInternalError);
  }
  const persist = (): Promise<void> => (writer ? writer.requestWrite() : Promise.resolve());

  const handler = createRequestHandler({
    api,
    projectId: options.projectId,
    persist,
    legacyGaxErrorCompat: options.legacyGaxErrorCompat,
    allowedOrigins: options.allowedOrigins,
    log: options.log,
    onInternalError,
  });
  const server = http.createServer(handler);
  // Answer slow clients without cutting keep-alive connections of the SDKs too early.
  server.keepAliveTimeout = 65_000;

  return {
    server,
    store,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise<ListenInfo>((resolve, reject) => {
        const onError = (error: Error) => reject(error);
        server.once('error', onError);
        server.listen(port, host, () => {
          server.off('error', onError);
          const address = server.address() as AddressInfo;
          const urlHost =
            address.family === 'IPv6' || address.address.includes(':') ? `[${address.address}]` : address.address;
          resolve({ url: `http://${urlHost}:${address.port}`, host: address.address, port: address.port });
        });
      });
    },
    async close() {
      if (server.listening) {
        await new Promise<void>((resolve) => {
          const force = setTimeout(() => server.closeAllConnections(), 2000);
          force.unref();
          server.close(() => {
            clearTimeout(force);
            resolve();
          });
          server.closeIdleConnections();
        });
      }
      transactions.clear();
      if (writer) await writer.flush();
    },
    reset() {
      transactions.clear();
      store.clear();
      persist().catch(onInternalError);
    },
    async flush() {
      if (writer) await writer.flush();
    },
  };
}
