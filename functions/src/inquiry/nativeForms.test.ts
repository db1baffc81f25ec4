/**
 * The contact form and the service request posted by a browser without scripts (form-encoded, a
 * page load), against Google's Firestore emulator with a recording mailer: the 303 to the
 * thank-you page, the same-site rule, the honeypot and quotas, and the pages that answer an invalid
 * post or a failure without losing what was typed. The JSON path's own tests are inquiry.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../src/domain/forms/fields.js';
import { SENT_PATHS } from '../../../src/domain/api/endpoints.js';
import { handleContact } from './contact.js';
import { MAX_BODY_BYTES } from '../http/body.js';
import type { ApiRequest } from '../http/request.js';
import { DEFAULT_CLIENT_ADDRESS_SOURCE } from '../http/clientAddress.js';
import type { InquiryDeps } from './handler.js';
import { MailDeliveryError } from '../mail/mailer.js';
import { handleServiceRequest } from './services.js';
import { createQuotaStore } from '../store/quotas.js';
import { createTokenBucket } from '../http/rateLimit.js';
import { testBackend } from '../../../tests/functions/backend.js';
import { unreachableQuotas } from '../../../tests/functions/faults.js';
import {
  documents,
  postJson,
  quotaTicketCounts,
  SERVICE_REQUEST,
  TEST_MAIL,
} from '../../../tests/functions/support.js';

const SITE = 'https://lakeforge.ca';
const NOW = '2026-11-23T15:10:00.000Z';

const backend = testBackend('native-forms-test', NOW);
let deps: InquiryDeps;
beforeEach(() => {
  deps = {
    ...backend.common(),
    store: backend.inquiries,
    siteOrigin: SITE,
    // The production fill-time threshold: a native post cannot report one and must still get through.
    guard: {
      client: DEFAULT_CLIENT_ADDRESS_SOURCE,
      quotas: createQuotaStore(backend.db),
      limits: { emailPerDay: 10, inquiriesPerEmailPerHour: 3, clientPerDay: 30 },
      minFillMs: 3000,
    },
  };
});

/** What Chromium sends when a page of the site posts its form without scripts. */
const BROWSER_NAVIGATION = {
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  origin: SITE,
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

function postForm(
  fields: Record<string, string> | string,
  headers: Record<string, string | undefined> = BROWSER_NAVIGATION,
): ApiRequest {
  const raw = Buffer.from(typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(), 'utf8');
  const present = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined));
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(raw.length),
      'x-forwarded-for': '203.0.113.7, 10.0.0.1',
      ...present,
    },
    rawBody: raw,
    ip: '10.0.0.1',
  };
}

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  service: 'web',
  message: 'We need a new website for our bakery.\r\nBudget about $5,000.',
  website: '',
};

const stored = async (collection = 'contactInquiries') => Object.values(await documents(backend.db, collection));

describe('a form posted without scripts', () => {
  it('is stored and delivered like a JSON one, and the browser is sent to the thank-you page with a 303', async () => {
    const response = await handleContact(postForm(contact), deps);

    expect(response.status).toBe(303);
    expect(response.headers).toEqual({ Location: '/contact/sent' });
    const [record] = await stored();
    expect(record).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      service: 'web',
      message: 'We need a new website for our bakery.\nBudget about $5,000.',
      delivery: { status: 'sent', attempts: 1 },
    });
    expect(backend.mailer.sent.map((message) => message.to.email)).toEqual([
      TEST_MAIL.agencyInbox.email,
      'ada@example.com',
    ]);
  });

  it('a service request from a package page goes to its own thank-you page', async () => {
    const response = await handleServiceRequest(postForm({ ...SERVICE_REQUEST, website: '' }), deps);

    expect(response).toMatchObject({ status: 303, headers: { Location: SENT_PATHS.serviceRequest } });
    expect(await stored('serviceRequests')).toEqual([expect.objectContaining({ package: SERVICE_REQUEST.package })]);
    expect(backend.mailer.sent).toHaveLength(2);
  });

  it('from a script (not a page load) gets the JSON answers', async () => {
    const fetchHeaders = { ...BROWSER_NAVIGATION, 'sec-fetch-mode': 'cors', accept: '*/*' };
    const response = await handleContact(postForm(contact, fetchHeaders), deps);
    expect(response).toEqual({ status: 200, body: { ok: true } });
  });

  it('the JSON path is unchanged: no fill time is still a bot, answered like a success and not kept', async () => {
    const fields = { name: contact.name, email: contact.email, service: contact.service, message: contact.message };
    expect(await handleContact(postJson({ ...fields, fillMs: 5000 }), deps)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await handleContact(postJson({ ...fields, email: 'bot@example.com' }), deps)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect((await stored()).map((record) => record.email)).toEqual(['ada@example.com']);
  });

  it('without siteOrigin the endpoint accepts JSON only (415)', async () => {
    const jsonOnly = { ...deps, siteOrigin: undefined };
    const response = await handleContact(postForm(contact, {}), jsonOnly);
    expect(response).toEqual({ status: 415, body: { error: 'Content-Type must be application/json.' } });
  });
});

describe('only the site’s own pages may post it', () => {
  it.each([
    ['another site', { 'sec-fetch-site': 'cross-site', origin: 'https://spam.example' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://evil.lakeforge.ca' }],
    ['an address typed or bookmarked', { 'sec-fetch-site': 'none', origin: undefined }],
    ['an old browser on another site', { 'sec-fetch-site': undefined, origin: 'https://spam.example' }],
    [
      'an old browser with an Origin that only starts like ours',
      { 'sec-fetch-site': undefined, origin: `${SITE}.spam.example` },
    ],
    ['no header saying where from', { 'sec-fetch-site': undefined, origin: undefined }],
  ])('%s: 403, nothing stored or sent', async (_case, headers) => {
    const response = await handleContact(postForm(contact, { ...BROWSER_NAVIGATION, ...headers }), deps);

    expect(response.status).toBe(403);
    expect(response.html).toContain('Please use the form on our website');
    expect(await stored()).toEqual([]);
    expect(await quotaTicketCounts(backend.db)).toEqual({});
    expect(backend.mailer.sent).toEqual([]);
  });

  it('an old browser without Sec-Fetch-Site on our own page is accepted by its Origin', async () => {
    const response = await handleContact(
      postForm(contact, { ...BROWSER_NAVIGATION, 'sec-fetch-site': undefined }),
      deps,
    );
    expect(response.status).toBe(303);
  });

  it('a script on another site is refused in JSON', async () => {
    const response = await handleContact(
      postForm(contact, { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' }),
      deps,
    );
    expect(response).toEqual({ status: 403, body: { error: 'Forms are accepted only from our own pages.' } });
  });
});

describe('posts from other sites, of any type, are refused before anything is counted (issue #43)', () => {
  const EVIL = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', origin: 'https://evil.example' };
  /** What the site's own script sends: Chromium's fetch from a page of the site. */
  const OWN_FETCH = { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', origin: SITE };
  const request = { ...SERVICE_REQUEST, fillMs: 5000 };
  /** The body a page elsewhere can send without a preflight. */
  const textPlain = (headers: Record<string, string>): ApiRequest => {
    const sent = postJson(request, { headers });
    return { ...sent, headers: { ...sent.headers, 'content-type': 'text/plain;charset=UTF-8' } };
  };
  beforeEach(() => {
    deps.limiter = createTokenBucket({ capacity: 5, windowMs: 600_000, now: () => 0 });
  });

  it('ten cross-site text/plain posts leave the visitor’s limit whole: their own request then is served', async () => {
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await handleServiceRequest(textPlain(EVIL), deps)).status).toBe(403);
    }
    expect(await handleServiceRequest(postJson(request, { headers: OWN_FETCH }), deps)).toEqual({
      status: 200,
      body: { ok: true },
    });
    expect(await stored('serviceRequests')).toHaveLength(1);
  });

  it('another type from the site itself is 415 and counts nothing either', async () => {
    for (let sent = 0; sent < 10; sent += 1) {
      expect((await handleServiceRequest(textPlain(OWN_FETCH), deps)).status).toBe(415);
    }
    expect((await handleServiceRequest(postJson(request, { headers: OWN_FETCH }), deps)).status).toBe(200);
  });

  it.each([
    ['the site’s own script', 200, OWN_FETCH],
    ['a client that sends no fetch metadata and no Origin (a test, a server)', 200, {}],
    ['an old browser on the site’s page (Origin only)', 200, { origin: SITE }],
    ['a script on another site', 403, EVIL],
    ['a sibling subdomain', 403, { 'sec-fetch-site': 'same-site', origin: 'https://evil.lakeforge.ca' }],
    ['an old browser on another site', 403, { origin: 'https://evil.example' }],
    ['a sandboxed or privacy-stripped page', 403, { origin: 'null' }],
  ])('JSON from %s: %i', async (_case, status, headers: Record<string, string>) => {
    expect((await handleServiceRequest(postJson(request, { headers }), deps)).status).toBe(status);
    expect(await stored('serviceRequests')).toHaveLength(status === 200 ? 1 : 0);
  });
});

describe('bots and limits', () => {
  it('a filled honeypot is sent to the thank-you page like a person, and nothing is kept, sent or counted', async () => {
    const contactBot = await handleContact(postForm({ ...contact, website: 'https://spam.example' }), deps);
    const requestBot = await handleServiceRequest(postForm({ ...SERVICE_REQUEST, website: 'spam' }), deps);

    expect(contactBot).toMatchObject({ status: 303, headers: { Location: SENT_PATHS.contact } });
    expect(requestBot).toMatchObject({ status: 303, headers: { Location: SENT_PATHS.serviceRequest } });
    expect(await stored()).toEqual([]);
    expect(await stored('serviceRequests')).toEqual([]);
    expect(await stored('quotas')).toEqual([]);
    expect(backend.mailer.sent).toEqual([]);
  });

  it('the per-email quota applies: the 4th message within the hour gets a page with the limit and the form kept', async () => {
    for (let sent = 0; sent < 3; sent++) {
      expect((await handleContact(postForm({ ...contact, message: `Message ${sent}` }), deps)).status).toBe(303);
    }
    const response = await handleContact(postForm({ ...contact, message: 'A fourth one' }), deps);

    expect(response.status).toBe(429);
    expect(response.headers?.['Retry-After']).toMatch(/^\d+$/);
    expect(response.html).toContain('Please wait an hour before sending another');
    expect(response.html).toContain('>\nA fourth one</textarea>');
    expect(await stored()).toHaveLength(3);
  });
});

describe('an invalid post', () => {
  it('answers 400 with a page naming each field’s problem and the form refilled, everything escaped', async () => {
    const hostile = {
      name: '<script>alert("name")</script>',
      email: 'not-an-email" autofocus onfocus="alert(1)',
      service: 'web',
      message: '</textarea><script>alert(2)</script>',
      website: '',
    };
    const response = await handleContact(postForm({ ...hostile, name: ` ${hostile.name}` }), deps);

    expect(response.status).toBe(400);
    const html = response.html!;
    expect(html).toContain(FIELD_MESSAGES.emailInvalid);
    expect(html).toContain('Please correct the highlighted fields.');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('onfocus="');
    expect(html).toContain('value=" &lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt;"');
    expect(html).toContain('value="not-an-email&quot; autofocus onfocus=&quot;alert(1)"');
    expect(html).toContain('&lt;/textarea&gt;&lt;script&gt;alert(2)&lt;/script&gt;</textarea>');
    expect(html).toContain('<option value="web" selected>');
    expect(html).toContain('<form method="post" action="/api/contactEmail">');
    expect(html).toMatch(/id="field-email" name="email" aria-invalid="true" aria-describedby="field-email-error"/);
    expect(await stored()).toEqual([]);
    expect(backend.mailer.sent).toEqual([]);
  });

  it('a missing message is named in the schemas’ words, and the other fields keep their values', async () => {
    const response = await handleContact(postForm({ ...contact, message: '   ' }), deps);
    expect(response.status).toBe(400);
    expect(response.html).toContain(`<a href="#field-message">${FIELD_MESSAGES.messageRequired}</a>`);
    expect(response.html).toContain('value="Ada Lovelace"');
  });

  it('a service request keeps its service and package as hidden fields and shows them', async () => {
    const response = await handleServiceRequest(postForm({ ...SERVICE_REQUEST, email: '', website: '' }), deps);
    expect(response.status).toBe(400);
    expect(response.html).toContain(`<input type="hidden" name="package" value="${SERVICE_REQUEST.package}">`);
    expect(response.html).toContain(`<dd>${SERVICE_REQUEST.serviceType}</dd>`);
    expect(response.html).toContain(FIELD_MESSAGES.emailRequired);
  });

  it('repeated or bracketed names (arrays and objects to a qs parser) are refused as invalid fields, nothing kept', async () => {
    const repeated = new URLSearchParams({ ...contact });
    repeated.append('name', 'Mallory');
    const bracketed = 'name[]=Ada&email[a]=ada@example.com&message=Hello';
    for (const body of [repeated.toString(), bracketed]) {
      const response = await handleContact(postForm(body), deps);
      expect(response.status).toBe(400);
      expect(response.html).toContain(FIELD_MESSAGES.nameRequired);
    }
    // A body only the framework parsed (extended qs): arrays and objects are not text.
    const parsedOnly: ApiRequest = {
      ...postForm(contact),
      rawBody: undefined,
      body: { ...contact, name: ['Ada', 'Eve'], email: { a: 1 } },
    };
    const response = await handleContact(parsedOnly, deps);
    expect(response.status).toBe(400);
    expect(response.html).toContain(FIELD_MESSAGES.emailRequired);
    expect(await stored()).toEqual([]);
  });

  it('a body over the limit is refused by its bytes (413), before anything is parsed', async () => {
    const response = await handleContact(postForm({ ...contact, message: 'x'.repeat(MAX_BODY_BYTES) }), deps);
    expect(response.status).toBe(413);
    expect(response.html).toContain('The submission is too large.');
  });
});

describe('when storing or mailing fails', () => {
  it('storage down: 503 with the form refilled to send again, and other ways to reach us', async () => {
    deps.store = { ...deps.store, record: () => Promise.reject(new Error('Firestore unavailable')) };

    const response = await handleContact(postForm(contact), deps);

    expect(response.status).toBe(503);
    expect(response.html).toContain('Failed to send message. Please try again later.');
    expect(response.html).toMatch(/>\nWe need a new website for our bakery.\r?\nBudget about \$5,000.<\/textarea>/);
    expect(response.html).toContain('href="tel:+19055550142"');
    expect(backend.mailer.sent).toEqual([]);
  });

  it.each(['throw', 'hang'] as const)(
    'the quotas cannot be counted (%s): 503 with the form refilled, nothing kept or sent, and sending again works',
    async (mode) => {
      const { quotas, stepLimit } = unreachableQuotas(deps.guard!.quotas, mode);
      const faulty = { ...deps, stepLimit, guard: { ...deps.guard!, quotas } };

      const page = await handleContact(postForm(contact), faulty);
      const json = await handleContact(postJson({ ...contact, fillMs: 5000 }), faulty);

      expect(page.status).toBe(503);
      expect(page.html).toContain('Failed to send message. Please try again later.');
      expect(page.html).toMatch(/>\nWe need a new website for our bakery.\r?\nBudget about \$5,000.<\/textarea>/);
      expect(json).toMatchObject({ status: 503, body: { error: 'Failed to send message. Please try again later.' } });
      expect(await stored()).toEqual([]);
      expect(backend.mailer.sent).toEqual([]);
      expect((await handleContact(postForm(contact), deps)).status).toBe(303);
    },
  );

  it('the agency email fails: the inquiry is kept for the sweep and the page says so (202), no form to send twice', async () => {
    backend.mailer.before = () => {
      throw new MailDeliveryError('SendGrid answered HTTP 500');
    };

    const response = await handleContact(postForm(contact), deps);

    expect(response.status).toBe(202);
    expect(response.html).toContain('Your message is saved');
    expect(response.html).toContain('No need to send it again');
    expect(response.html).not.toContain('<form');
    expect(await stored()).toEqual([
      expect.objectContaining({ delivery: expect.objectContaining({ status: 'failed' }) }),
    ]);
  });
});
