/**
 * The fetch of a secret iCal address against a local fake calendar server (the true external boundary):
 * conditional requests, and each limit: an error status, a server that never answers, a body too large
 * (declared or streamed), redirects, and the addresses production refuses.
 */
import { describe, expect, it } from 'vitest';
import { startFakeCalendarServer } from '../../../tests/functions/fakeCalendarServer.js';
import { testCalendarServer } from '../../../tests/functions/support.js';
import {
  calendarUrl,
  CalendarError,
  fetchCalendar,
  isPublicAddress,
  type CalendarFetchOptions,
  type Validators,
} from './calendarFetch.js';

const FILE = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//EN\r\nEND:VCALENDAR\r\n';
const LOCAL: CalendarFetchOptions = { timeoutMs: 5_000, maxBytes: 64 * 1024, network: 'local' };

const fake = testCalendarServer();

/** The failure's kind (and status), or what came back instead. */
async function failure(address: string, options = LOCAL, validators?: Validators) {
  try {
    return { accepted: await fetchCalendar(address, validators, options) };
  } catch (error) {
    if (!(error instanceof CalendarError)) throw error;
    return { kind: error.kind, ...(error.status ? { status: error.status } : {}) };
  }
}

describe('fetchCalendar: answers', () => {
  it('returns the file with its ETag and Last-Modified, asking for a calendar', async () => {
    fake.current.answer('/a.ics', {
      kind: 'calendar',
      body: FILE,
      etag: '"v1"',
      lastModified: 'Mon, 12 Apr 2027 11:00:00 GMT',
    });
    expect(await fetchCalendar(fake.current.url('/a.ics'), undefined, LOCAL)).toEqual({
      kind: 'body',
      text: FILE,
      validators: { etag: '"v1"', lastModified: 'Mon, 12 Apr 2027 11:00:00 GMT' },
    });
    expect(fake.current.requests[0]!.headers.accept).toContain('text/calendar');
    expect(fake.current.requests[0]!.headers['if-none-match']).toBeUndefined();
  });

  it('sends the validators it is given, and reads 304 as not modified', async () => {
    fake.current.answer('/a.ics', {
      kind: 'calendar',
      body: FILE,
      etag: '"v1"',
      lastModified: 'Mon, 12 Apr 2027 11:00:00 GMT',
    });
    const validators = { etag: '"v1"', lastModified: 'Mon, 12 Apr 2027 11:00:00 GMT' };
    expect(await fetchCalendar(fake.current.url('/a.ics'), validators, LOCAL)).toEqual({ kind: 'notModified' });
    expect(fake.current.requests[0]!.headers).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Mon, 12 Apr 2027 11:00:00 GMT',
    });
    // A changed file (new ETag) comes back whole.
    fake.current.answer('/a.ics', { kind: 'calendar', body: `${FILE}\r\n`, etag: '"v2"' });
    expect(await fetchCalendar(fake.current.url('/a.ics'), validators, LOCAL)).toMatchObject({ kind: 'body' });
  });

  it('refuses a 304 to a request that was not conditional', async () => {
    fake.current.answer('/a.ics', { kind: 'status', status: 304, body: '' });
    expect(await failure(fake.current.url('/a.ics'))).toEqual({ kind: 'http', status: 304 });
  });

  it('decompresses a gzip body', async () => {
    fake.current.answer('/z.ics', { kind: 'calendar', body: FILE, gzip: true });
    expect(await fetchCalendar(fake.current.url('/z.ics'), undefined, LOCAL)).toMatchObject({
      kind: 'body',
      text: FILE,
    });
  });

  it('fails with the status of an error answer, without its body', async () => {
    fake.current.answer('/down.ics', {
      kind: 'status',
      status: 500,
      body: '<h1>Internal error at calendar-shard-7</h1>',
    });
    const error = await fetchCalendar(fake.current.url('/down.ics'), undefined, LOCAL).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CalendarError);
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(String((error as Error).message)).not.toContain('shard');
    fake.current.answer('/gone.ics', { kind: 'status', status: 404, body: 'Not found' });
    expect(await failure(fake.current.url('/gone.ics'))).toEqual({ kind: 'http', status: 404 });
  });

  it('fails with network when nothing listens', async () => {
    const closed = await startFakeCalendarServer();
    const address = closed.url('/a.ics');
    await closed.close();
    expect(await failure(address)).toEqual({ kind: 'network' });
  });
});

describe('fetchCalendar: limits', () => {
  it('gives up on a server that never answers at the deadline', async () => {
    fake.current.answer('/hang.ics', { kind: 'hang' });
    expect(await failure(fake.current.url('/hang.ics'), { ...LOCAL, timeoutMs: 300 })).toEqual({ kind: 'timeout' });
  });

  it('stops reading a body past the size cap, whether declared or streamed without end', async () => {
    fake.current.answer('/big.ics', { kind: 'calendar', body: `${FILE}${'X'.repeat(70 * 1024)}` });
    expect(await failure(fake.current.url('/big.ics'))).toEqual({ kind: 'tooLarge' });
    fake.current.answer('/endless.ics', { kind: 'endless' });
    expect(await failure(fake.current.url('/endless.ics'))).toEqual({ kind: 'tooLarge' });
  });

  it('counts the size after decompression', async () => {
    fake.current.answer('/bomb.ics', { kind: 'calendar', body: 'A'.repeat(1024 * 1024), gzip: true });
    expect(await failure(fake.current.url('/bomb.ics'))).toEqual({ kind: 'tooLarge' });
  });

  it('follows a redirect only to https', async () => {
    fake.current.answer('/old.ics', { kind: 'redirect', location: '/a.ics' });
    expect(await failure(fake.current.url('/old.ics'))).toEqual({ kind: 'refused' });
    expect(fake.current.requests.map((request) => request.path)).toEqual(['/old.ics']);
  });
});

describe('fetchCalendar: addresses', () => {
  it('fetches webcal addresses over https and refuses other schemes', () => {
    expect(calendarUrl(' webcal://calendar.example/private-abc/basic.ics ').href).toBe(
      'https://calendar.example/private-abc/basic.ics',
    );
    expect(calendarUrl('webcals://calendar.example/x.ics').protocol).toBe('https:');
    for (const address of ['ftp://calendar.example/x.ics', 'file:///etc/passwd', 'calendar.example/x.ics', ''])
      expect(() => calendarUrl(address), address).toThrow(CalendarError);
  });

  it('in production, refuses http, and loopback or private addresses by literal or by name, before any request', async () => {
    const production = { ...LOCAL, network: 'public' as const };
    fake.current.answer('/a.ics', { kind: 'calendar', body: FILE });
    expect(await failure(fake.current.url('/a.ics'), production)).toEqual({ kind: 'refused' });
    expect(await failure('https://127.0.0.1:9/a.ics', production)).toEqual({ kind: 'refused' });
    expect(await failure('https://[::1]:9/a.ics', production)).toEqual({ kind: 'refused' });
    expect(await failure('https://169.254.169.254/latest/meta-data', production)).toEqual({ kind: 'refused' });
    // A name resolving to loopback is refused as the connection is made.
    expect(await failure('https://localhost:9/a.ics', production)).toEqual({ kind: 'refused' });
    expect(fake.current.requests).toEqual([]);
  });

  it('knows public addresses from loopback, private, link-local, shared and mapped ones', () => {
    for (const address of ['8.8.8.8', '142.250.72.14', '2607:f8b0:4004:c1b::65', '2001:4860:4860::8888'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a00:1',
      'not-an-address',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses every IPv6 form of an IPv4 address, whatever that address, and site-local ones (issue #43)', () => {
    for (const address of [
      '::ffff:8.8.8.8', // IPv4-mapped, even of a public address
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '::a00:1', // IPv4-compatible 10.0.0.1
      '::ffff:0:7f00:1', // IPv4-translated 127.0.0.1
      '::ffff:0:808:808', // IPv4-translated 8.8.8.8
      '64:ff9b::808:808', // NAT64, well-known prefix
      '64:ff9b:1::7f00:1', // NAT64, local-use prefix
      '64:ff9b:1:ffff::1',
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:c000:204::1', // 6to4 of 192.0.2.4
      'fec0::1', // site-local
      'feff::1',
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('refuses credentials in an address or a redirect target, before any request carries them (issue #43)', async () => {
    fake.current.answer('/old.ics', { kind: 'redirect', location: 'https://user:secret@127.0.0.1:9/a.ics' });
    expect(await failure(fake.current.url('/old.ics'))).toEqual({ kind: 'refused' });
    const withCredentials = fake.current.url('/a.ics').replace('://', '://user:secret@');
    expect(await failure(withCredentials)).toEqual({ kind: 'refused' });
    expect(fake.current.requests.map((request) => request.path)).toEqual(['/old.ics']);
  });
});
