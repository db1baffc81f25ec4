import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFirestoreServer } from './server.js';
import { ADMIN, docName, post, startServer } from './test-support.js';

const PROJECT = 'demo-persist';
const DOCS = `/v1/projects/${PROJECT}/databases/(default)/documents`;
const dir = mkdtempSync(join(tmpdir(), 'firestore-offline-'));

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const read = (url: string, rel: string) => post(url, `${DOCS}:batchGet`, { documents: [docName(PROJECT, rel)] }, ADMIN);

describe('persistence', () => {
  it('keeps documents, versions and times across a restart on the same data file', async () => {
    const dataFile = join(dir, 'nested', 'data.json');
    const first = await startServer({ dataFile });
    const commit = await post(
      first.url,
      `${DOCS}:commit`,
      {
        writes: [
          {
            update: {
              name: docName(PROJECT, 'slots/a'),
              fields: { datetime: { timestampValue: '2030-01-01T10:00:00.123456789Z' }, n: { doubleValue: 'NaN' } },
            },
          },
          { update: { name: docName(PROJECT, 'bookings/a'), fields: { name: { stringValue: 'Ada' } } } },
        ],
      },
      ADMIN,
    );
    expect(commit.status).toBe(200);
    const before = await read(first.url, 'slots/a');
    await first.close();
    expect(readdirSync(join(dir, 'nested'))).toEqual(['data.json']);

    const second = await startServer({ dataFile });
    const after = await read(second.url, 'slots/a');
    expect(after.json[0].found).toEqual(before.json[0].found);
    expect(after.json[0].found.fields.datetime).toEqual({ timestampValue: '2030-01-01T10:00:00.123456Z' });
    // New commit times stay after the stored ones.
    const next = await post(
      second.url,
      `${DOCS}:commit`,
      { writes: [{ update: { name: docName(PROJECT, 'slots/b'), fields: {} } }] },
      ADMIN,
    );
    expect(Date.parse(next.json.commitTime)).toBeGreaterThanOrEqual(Date.parse(before.json[0].found.updateTime));
    await second.close();
  });

  it('writes the file before answering a commit, and a reset empties it', async () => {
    const dataFile = join(dir, 'reset.json');
    const s = await startServer({ dataFile });
    await post(s.url, `${DOCS}:commit`, { writes: [{ update: { name: docName(PROJECT, 'x/1'), fields: {} } }] }, ADMIN);
    expect(
      JSON.parse(readFileSync(dataFile, 'utf8')).databases[`projects/${PROJECT}/databases/(default)`],
    ).toHaveProperty('x/1');

    await post(s.url, `${DOCS}:commit`, { writes: [{ update: { name: docName(PROJECT, 'x/2'), fields: {} } }] }, ADMIN);
    s.firestore.reset();
    await s.firestore.flush();
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).databases).toEqual({});
    await s.close();
  });

  it('coalesces concurrent commits and loses none of them', async () => {
    const dataFile = join(dir, 'many.json');
    const s = await startServer({ dataFile });
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          s.url,
          `${DOCS}:commit`,
          { writes: [{ update: { name: docName(PROJECT, `many/${i}`), fields: {} } }] },
          ADMIN,
        ),
      ),
    );
    await s.close();
    const saved = JSON.parse(readFileSync(dataFile, 'utf8')).databases[`projects/${PROJECT}/databases/(default)`];
    expect(Object.keys(saved)).toHaveLength(30);
  });

  it('starts empty with clean, and refuses a corrupt file rather than overwrite it', async () => {
    const dataFile = join(dir, 'clean.json');
    const s = await startServer({ dataFile });
    await post(s.url, `${DOCS}:commit`, { writes: [{ update: { name: docName(PROJECT, 'x/1'), fields: {} } }] }, ADMIN);
    await s.close();
    const clean = await startServer({ dataFile, clean: true });
    expect(clean.firestore.store.count()).toBe(0);
    await clean.close();
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).databases).toEqual({});

    const corrupt = join(dir, 'corrupt.json');
    writeFileSync(corrupt, '{"format": "firestore-offline/1", "databases": {');
    expect(() => createFirestoreServer({ dataFile: corrupt })).toThrow(/not valid JSON/);
    expect(readFileSync(corrupt, 'utf8')).toContain('"databases": {');
  });
});
