/**
 * The team's chat as deployed functions wire it (index.ts, runtime.ts): a project with `USE_TEAM_CHAT_WEBHOOK=true`
 * declares the secret for the lead functions and the sweep; under the emulator its value may be a local fake
 * webhook (tests/functions/fakeChatWebhook.ts). A new inquiry reaches it; one it refused is posted again by the
 * scheduled sweep once due.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveExportedFunctions } from '../../tests/functions/exported.js';
import { startFakeChatWebhook, type FakeChatWebhook } from '../../tests/functions/fakeChatWebhook.js';
import { postFrom } from '../../tests/functions/support.js';

let webhook: FakeChatWebhook;
// Registered before the functions' own hook, so the address is in the environment when they are loaded.
beforeAll(async () => {
  webhook = await startFakeChatWebhook();
  process.env.TEAM_CHAT_WEBHOOK_URL = webhook.url;
});
afterAll(async () => {
  delete process.env.TEAM_CHAT_WEBHOOK_URL;
  await webhook.close();
});

const served = serveExportedFunctions(
  'demo-team-chat-test',
  {
    FUNCTIONS_EMULATOR: 'true',
    USE_TEAM_CHAT_WEBHOOK: 'true',
    MAIL_FROM: 'Lakeforge Digital <hello@lakeforge.ca>',
    AGENCY_INBOX: 'hello@lakeforge.ca',
    SENDGRID_API_KEY: undefined,
  },
  ['contactEmail', 'servicesEmail'],
);

beforeEach(async () => {
  await served.firestore.reset();
  webhook.posts.length = 0;
  webhook.answer({ status: 200 });
});

const inquiry = { name: 'Ada Lovelace', email: 'ada@example.com', service: 'seo', message: 'Hello there' };
const post = () => postFrom(`${served.base}/api/contactEmail`, inquiry, '198.51.100.7');
/** Each stored inquiry's team notice status (the fields as Firestore's REST API gives them). */
const teamNotice = async () =>
  (await served.stored('contactInquiries')).map(
    (fields) =>
      (fields.teamNotice as { mapValue: { fields: { status: { stringValue: string } } } }).mapValue.fields.status
        .stringValue,
  );

describe('the team chat webhook, wired', () => {
  it('is a secret of the lead functions and the sweep, once the project turns it on', () => {
    for (const name of ['contactEmail', 'servicesEmail', 'sendBookingEmail', 'staffApi', 'sweepDeliveries'] as const) {
      const endpoint = (served.functions[name] as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
      expect(endpoint.secretEnvironmentVariables).toContainEqual(
        expect.objectContaining({ key: 'TEAM_CHAT_WEBHOOK_URL' }),
      );
    }
  });

  it('gets a new inquiry; one it refused is posted by the sweep once due', async () => {
    expect((await post()).status).toBe(200);
    expect(webhook.posts.map((message) => message.text)).toEqual([
      'New contact inquiry from Ada Lovelace about SEO &amp; Content Marketing. <https://lakeforge.ca/staff/leads|Open the leads>',
    ]);
    expect(await teamNotice()).toEqual(['sent']);

    await served.firestore.reset();
    webhook.answer({ status: 404 });
    expect((await post()).status).toBe(200);
    expect(await teamNotice()).toEqual(['failed']);

    webhook.answer({ status: 200 });
    vi.setSystemTime(Date.now() + 6 * 60_000);
    await served.functions.sweepDeliveries.run({ scheduleTime: new Date().toISOString() } as never);
    expect(webhook.posts).toHaveLength(3);
    expect(webhook.posts[2]).toEqual(webhook.posts[1]);
    expect(await teamNotice()).toEqual(['sent']);
  });
});
