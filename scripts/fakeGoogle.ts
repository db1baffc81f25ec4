/**
 * A local stand-in for Google's REST APIs, for the tests of the operations scripts (scripts/googleApi.ts): an
 * HTTP server on the loopback that keeps resources in memory the way Google's resource-oriented APIs do.
 *
 * - `/<service>/<version>/<path>`: an even number of path segments names a resource, an odd one a collection
 *   (a plural) or a singleton (`projects/p/config`: absent until seeded);
 * - GET a resource (404 if absent) or a collection (`{ <collection>: [...] }`, in order of creation);
 * - POST to a collection creates `<collection>/<n>` (or the id a query parameter ending in `Id` gives);
 * - PATCH sets the fields its `updateMask` names (all of the body's without one); DELETE removes.
 *
 * Every request is recorded in `calls` as `METHOD service /path?query`; a request without the expected bearer
 * token is refused with 401.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_TOKEN = 'fake-google-token';

type Resource = Record<string, unknown>;

export interface FakeGoogle {
  baseUrl: string;
  calls: string[];
  /** The changes only (POST, PATCH, DELETE), in order. */
  changes(): string[];
  /** Stores `resource` at `name` (its `name` field is `name` unless it has one, as a lookup by id answers). */
  seed(service: string, name: string, resource: Resource): void;
  resource(service: string, name: string): Resource | undefined;
  close(): Promise<void>;
}

export interface FakeGoogleOptions {
  /** What a POST to a collection adds to the created resource (Hosting's releases name their version, …). */
  onCreate?: (collection: string, body: Resource, query: URLSearchParams) => Resource;
}

function setPath(target: Resource, path: string[], value: unknown) {
  const [head, ...rest] = path;
  if (rest.length === 0) target[head!] = value;
  else setPath((target[head!] ??= {}) as Resource, rest, value);
}

function getPath(source: Resource, path: string[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Resource | undefined)?.[key], source);
}

async function bodyOf(request: IncomingMessage): Promise<Resource> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? (JSON.parse(text) as Resource) : {};
}

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const store = new Map<string, Resource>();
  const calls: string[] = [];
  let created = 0;
  const key = (service: string, name: string) => `${service} ${name}`;

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const [service, ...segments] = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const versionEnd = segments.findIndex((segment) => /^v\d/.test(segment));
    const name = segments.slice(versionEnd + 1).join('/');
    const path = segments.slice(versionEnd + 1);
    calls.push(`${request.method} ${service} /${segments.join('/')}${url.search}`);
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_TOKEN}`) return answer(401, { error: { code: 401 } });
    const missing = () => answer(404, { error: { code: 404, message: `${name} not found` } });

    void bodyOf(request).then((body) => {
      const existing = store.get(key(service!, name));
      switch (request.method) {
        case 'GET': {
          if (existing) return answer(200, existing);
          if (path.length % 2 === 0 || !path.at(-1)!.endsWith('s')) return missing();
          const items = [...store.entries()]
            .filter(
              ([k]) =>
                k.startsWith(key(service!, `${name}/`)) && !k.slice(key(service!, name).length + 1).includes('/'),
            )
            .map(([, item]) => item);
          return answer(200, { [path.at(-1)!]: items });
        }
        case 'POST': {
          const id = [...url.searchParams.entries()].find(([param]) => param.endsWith('Id'))?.[1] ?? String(++created);
          const resource = { ...body, ...options.onCreate?.(name, body, url.searchParams), name: `${name}/${id}` };
          store.set(key(service!, resource.name), resource);
          return answer(200, resource);
        }
        case 'PATCH': {
          if (!existing) return missing();
          const mask = url.searchParams.get('updateMask');
          const fields = mask ? mask.split(',').map((field) => field.split('.')) : Object.keys(body).map((k) => [k]);
          for (const field of fields) setPath(existing, field, getPath(body, field));
          return answer(200, existing);
        }
        case 'DELETE':
          if (!existing) return missing();
          store.delete(key(service!, name));
          return answer(200, {});
        default:
          return answer(405, {});
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    changes: () => calls.filter((call) => !call.startsWith('GET ')),
    seed: (service, name, resource) => void store.set(key(service, name), { name, ...resource }),
    resource: (service, name) => store.get(key(service, name)),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
