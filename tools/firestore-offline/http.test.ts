import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, docName, post, startServer, type RunningServer } from './test-support.js';
import { parseTimestamp } from './time.js';

const PROJECT = 'demo-http';
const DOCS = `/v1/projects/${PROJECT}/databases/(default)/documents`;
const DOCS_ENCODED = `/v1/projects/${PROJECT}/databases/%28default%29/documents`;
const INT_ENUMS = '?$alt=json%3Benum-encoding=int';

let s: RunningServer;

beforeAll(async () => {
  s = await startServer();
});

afterAll(async () => {
  await s.close();
});

beforeEach(() => {
  s.firestore.reset();
});

const create = (rel: string, fields: Record<string, unknown>, headers: Record<string, string> = ADMIN) =>
  post(
    s.url,
    `${DOCS}:commit`,
    { writes: [{ update: { name: docName(PROJECT, rel), fields }, currentDocument: { exists: false } }] },
    headers,
  );

describe('routing and health', () => {
  it('answers GET / with Ok like the official emulator', async () => {
    const response = await fetch(`${s.url}/`);
    expect(response.status).toBe(200);
    expect((await response.text()).trim()).toBe('Ok');
  });

  it('answers unknown routes with 404 in Google error format', async () => {
    const response = await post(s.url, '/v2/nothing', {});
    expect(response.status).toBe(404);
    expect(response.json.error).toMatchObject({ code: 404, status: 'NOT_FOUND' });
    expect((await post(s.url, `${DOCS}:frobnicate`, {})).status).toBe(404);
  });

  it('answers wrong methods with 405 and Allow', async () => {
    const response = await fetch(`${s.url}${DOCS}:commit`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toContain('POST');
    expect((await response.json()).error.code).toBe(405);
  });

  it('rejects malformed JSON and bodies of the wrong shape with 400 INVALID_ARGUMENT', async () => {
    for (const body of ['{"writes": [', '[1,2]', '"text"']) {
      const response = await post(s.url, `${DOCS}:commit`, body, ADMIN);
      expect(response.status).toBe(400);
      expect(response.json.error.status).toBe('INVALID_ARGUMENT');
    }
    const badQuery = await post(s.url, `${DOCS}:runQuery`, { structuredQuery: { from: [] } }, ADMIN);
    expect(badQuery.status).toBe(400);
    const badName = await post(
      s.url,
      `${DOCS}:batchGet`,
      { documents: ['projects/other/databases/(default)/documents/a/b'] },
      ADMIN,
    );
    expect(badName.status).toBe(400);
    const collectionName = await post(s.url, `${DOCS}:batchGet`, { documents: [docName(PROJECT, 'a')] }, ADMIN);
    expect(collectionName.status).toBe(400);
  });

  it('rejects bodies over the size limit with 413', async () => {
    const big = JSON.stringify({ writes: [], pad: 'x'.repeat(12 * 1024 * 1024) });
    const response = await post(s.url, `${DOCS}:commit`, big, ADMIN);
    expect(response.status).toBe(413);
  });
});

describe('CORS', () => {
  it('answers preflights, echoing the origin and the requested headers', async () => {
    const response = await fetch(`${s.url}${DOCS}:runQuery`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers':
          'google-cloud-resource-prefix,x-goog-api-client,x-goog-request-params,content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'google-cloud-resource-prefix,x-goog-api-client,x-goog-request-params,content-type',
    );
  });

  it('adds Access-Control-Allow-Origin to answers and errors', async () => {
    const ok = await post(
      s.url,
      `${DOCS}:runQuery`,
      { structuredQuery: { from: [{ collectionId: 'slots' }] } },
      { ...ADMIN, Origin: 'http://localhost:5173' },
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const denied = await post(
      s.url,
      `${DOCS}:runQuery`,
      { structuredQuery: { from: [{ collectionId: 'bookings' }] } },
      { Origin: 'http://localhost:5173' },
    );
    expect(denied.status).toBe(403);
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const noOrigin = await post(
      s.url,
      `${DOCS}:runQuery`,
      { structuredQuery: { from: [{ collectionId: 'slots' }] } },
      ADMIN,
    );
    expect(noOrigin.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses every other web page: no CORS grant, 403 before anything is read or written', async () => {
    await create('slots/kept', {});
    for (const origin of ['https://evil.example', 'http://127.0.0.1:8081', 'null']) {
      const preflight = await fetch(`${s.url}${DOCS}:runQuery`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      // A "simple" request (text/plain, no preflight) with the owner token is refused too.
      const read = await post(
        s.url,
        `${DOCS}:runQuery`,
        { structuredQuery: { from: [{ collectionId: 'slots' }] } },
        {
          ...ADMIN,
          Origin: origin,
        },
      );
      expect(read.status).toBe(403);
      expect(read.headers.get('access-control-allow-origin')).toBeNull();
      const wipe = await post(
        s.url,
        `${DOCS}:commit`,
        { writes: [{ delete: docName(PROJECT, 'slots/kept') }] },
        { ...ADMIN, Origin: origin },
      );
      expect(wipe.status).toBe(403);
    }
    expect(s.firestore.store.count()).toBe(1);
  });
});

describe('protocol', () => {
  it('routes percent-encoded (default), query strings and text/plain bodies alike', async () => {
    expect((await create('slots/a', { n: { integerValue: '1' } })).status).toBe(200);
    const response = await fetch(`${s.url}${DOCS_ENCODED}:batchGet${INT_ENUMS}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', ...ADMIN },
      body: JSON.stringify({ documents: [docName(PROJECT, 'slots/a'), docName(PROJECT, 'slots/none')] }),
    });
    expect(response.status).toBe(200);
    const [found, missing] = (await response.json()) as [
      { found: { name: string; fields: unknown; createTime: string }; readTime: string },
      { missing: string; readTime: string },
    ];
    expect(found.found).toMatchObject({ name: docName(PROJECT, 'slots/a'), fields: { n: { integerValue: '1' } } });
    expect(found.found.createTime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    expect(found.readTime).toBeDefined();
    expect(missing).toMatchObject({ missing: docName(PROJECT, 'slots/none') });
    expect(missing.readTime).toBeDefined();
  });

  it('keeps updateTime when a write changes nothing, and hands out increasing times otherwise', async () => {
    const first = await create('x/same', { a: { integerValue: '1' } });
    const again = await post(
      s.url,
      `${DOCS}:commit`,
      { writes: [{ update: { name: docName(PROJECT, 'x/same'), fields: { a: { integerValue: '1' } } } }] },
      ADMIN,
    );
    expect(again.json.writeResults[0].updateTime).toBe(first.json.writeResults[0].updateTime);
    const times: string[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await post(
        s.url,
        `${DOCS}:commit`,
        { writes: [{ update: { name: docName(PROJECT, 'x/same'), fields: { a: { integerValue: String(i + 2) } } } }] },
        ADMIN,
      );
      times.push(r.json.commitTime);
    }
    const instants = times.map(parseTimestamp);
    for (let i = 1; i < instants.length; i++) expect(instants[i]!).toBeGreaterThan(instants[i - 1]!);
  });
});

describe('errors in Google format', () => {
  it('answers a create on an existing document with 409 ALREADY_EXISTS, exactly like Firestore', async () => {
    await create('slots/dup', {});
    const response = await create('slots/dup', {});
    expect(response.status).toBe(409);
    expect(response.json).toEqual({
      error: {
        code: 409,
        message: `Document already exists: ${docName(PROJECT, 'slots/dup')}`,
        status: 'ALREADY_EXISTS',
      },
    });
  });

  it('answers google-gax 4 clients (firebase-admin 13) with 412 so they do not retry ALREADY_EXISTS as ABORTED', async () => {
    await create('slots/dup', {});
    const legacy = await create(
      'slots/dup',
      {},
      { ...ADMIN, 'x-goog-api-client': 'gax/4.6.1-fallback gapic/7.11.6 gl-node/20.20.2 rest/4.6.1 gccl/7.11.6' },
    );
    expect(legacy.status).toBe(412);
    expect(legacy.json.error).toMatchObject({ code: 412, status: 'ALREADY_EXISTS' });
    const modern = await create(
      'slots/dup',
      {},
      { ...ADMIN, 'x-goog-api-client': 'gax/5.0.1-fallback gapic/8.0.0 gl-node/22.0.0' },
    );
    expect(modern.status).toBe(409);
  });

  it('answers a failed exists:true precondition with NOT_FOUND', async () => {
    const missing = await post(
      s.url,
      `${DOCS}:commit`,
      {
        writes: [{ update: { name: docName(PROJECT, 'x/none'), fields: {} }, currentDocument: { exists: true } }],
      },
      ADMIN,
    );
    expect(missing.status).toBe(404);
    expect(missing.json.error).toMatchObject({
      status: 'NOT_FOUND',
      message: `No document to update: ${docName(PROJECT, 'x/none')}`,
    });
  });

  it('applies a commit all-or-nothing', async () => {
    await create('slots/taken', {});
    const response = await post(
      s.url,
      `${DOCS}:commit`,
      {
        writes: [
          { update: { name: docName(PROJECT, 'bookings/new'), fields: {} }, currentDocument: { exists: false } },
          { update: { name: docName(PROJECT, 'slots/taken'), fields: {} }, currentDocument: { exists: false } },
        ],
      },
      ADMIN,
    );
    expect(response.status).toBe(409);
    const read = await post(s.url, `${DOCS}:batchGet`, { documents: [docName(PROJECT, 'bookings/new')] }, ADMIN);
    expect(read.json[0].missing).toBeDefined();
  });

  it('serialises concurrent creates of one document: exactly one succeeds', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => create('slots/race', { i: { integerValue: String(i) } })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
  });
});

describe('access control (firestore.rules)', () => {
  it('lets anyone list slots of the bookable window, at most 80 at once, and nothing else', async () => {
    await create('slots/s1', {});
    await create('bookings/b1', { email: { stringValue: 'a@example.com' } });
    const now = Date.now();
    const bound = (op: string, ms: number) => ({
      fieldFilter: {
        field: { fieldPath: 'datetime' },
        op,
        value: { timestampValue: new Date(now + ms).toISOString() },
      },
    });
    const windowQuery = (limit: number) => ({
      structuredQuery: {
        from: [{ collectionId: 'slots' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [bound('GREATER_THAN_OR_EQUAL', -3_600_000), bound('LESS_THAN', 86_400_000)],
          },
        },
        limit,
      },
    });
    expect((await post(s.url, `${DOCS}:runQuery`, windowQuery(80))).status).toBe(200);

    const deniedRequests = [
      post(s.url, `${DOCS}:runQuery`, windowQuery(81)),
      post(s.url, `${DOCS}:runQuery`, { structuredQuery: { from: [{ collectionId: 'slots' }], limit: 80 } }),
      post(s.url, `${DOCS}:batchGet`, { documents: [docName(PROJECT, 'slots/s1')] }),
      post(s.url, `${DOCS}:batchGet`, { documents: [docName(PROJECT, 'bookings/b1')] }),
      post(s.url, `${DOCS}:batchGet`, { documents: [docName(PROJECT, 'slots/s1'), docName(PROJECT, 'bookings/b1')] }),
      post(s.url, `${DOCS}:runQuery`, { structuredQuery: { from: [{ collectionId: 'bookings' }] } }),
      create('slots/s2', {}, {}),
      post(s.url, `${DOCS}:commit`, { writes: [{ delete: docName(PROJECT, 'slots/s1') }] }),
      create('slots/s3', {}, { Authorization: 'Bearer not-the-owner' }),
    ];
    for (const response of await Promise.all(deniedRequests)) {
      expect(response.status).toBe(403);
      expect(response.json).toEqual({
        error: { code: 403, message: 'Missing or insufficient permissions.', status: 'PERMISSION_DENIED' },
      });
    }
    const still = await post(
      s.url,
      `${DOCS}:batchGet`,
      { documents: [docName(PROJECT, 'slots/s1'), docName(PROJECT, 'slots/s2')] },
      ADMIN,
    );
    expect(still.json[0].found).toBeDefined();
    expect(still.json[1].missing).toBeDefined();
  });
});

describe('reset', () => {
  it('empties every project', async () => {
    await create('x/1', {});
    await post(
      s.url,
      `/v1/projects/demo-other/databases/(default)/documents:commit`,
      { writes: [{ update: { name: docName('demo-other', 'x/1'), fields: {} } }] },
      ADMIN,
    );
    expect(s.firestore.store.count()).toBe(2);
    s.firestore.reset();
    expect(s.firestore.store.count()).toBe(0);
  });
});
