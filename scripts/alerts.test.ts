import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alertUndelivered } from '../functions/src/mail/alerts';
import { alertPolicies, applyAlerts } from './alerts';
import { FAKE_TOKEN, startFakeGoogle, type FakeGoogle } from './fakeGoogle';
import { googleApi } from './googleApi';
import { rootDir } from './paths';

const run = promisify(execFile);
const site = { projectId: 'lakeforge-staging', siteUrl: 'https://staging.lakeforge.ca' };

/** The regular expression a log policy matches messages with (`jsonPayload.message=~"…"`). */
function messagePattern(policy: object): RegExp {
  const filter = (policy as { conditions: { conditionMatchedLog: { filter: string } }[] }).conditions[0]!
    .conditionMatchedLog.filter;
  return new RegExp(/jsonPayload\.message=~"([^"]+)"/.exec(filter)![1]!);
}

const CHANNEL = 'projects/lakeforge-staging/notificationChannels/42';
const policies = alertPolicies(site.siteUrl, CHANNEL);

let fake: FakeGoogle;
let log: string[];
const api = (dryRun: boolean) =>
  googleApi({ baseUrl: fake.baseUrl, token: async () => FAKE_TOKEN, dryRun, log: (line) => void log.push(line) });
const options = { ...site, notify: { email: 'ops@lakeforge.ca' }, monthlyBudget: 50 };

beforeEach(async () => {
  fake = await startFakeGoogle();
  log = [];
  fake.seed('cloudbilling', 'projects/lakeforge-staging/billingInfo', {
    billingAccountName: 'billingAccounts/0123-4567',
    billingEnabled: true,
  });
  fake.seed('cloudresourcemanager', 'projects/lakeforge-staging', { name: 'projects/987654' });
});
afterEach(() => fake.close());

const MONITORING = 'monitoring /v3/projects/lakeforge-staging';
const READS = [
  `GET ${MONITORING}/notificationChannels`,
  `GET ${MONITORING}/uptimeCheckConfigs`,
  `GET ${MONITORING}/uptimeCheckConfigs`,
  ...Array<string>(6).fill(`GET ${MONITORING}/alertPolicies`),
  'GET cloudbilling /v1/projects/lakeforge-staging/billingInfo',
  'GET cloudresourcemanager /v3/projects/lakeforge-staging',
  'GET billingbudgets /v1/billingAccounts/0123-4567/budgets',
];

describe('npm run alerts against a fake of Google', () => {
  it('in a dry run reads what exists, prints every change it would make, and makes none', async () => {
    const outcomes = await applyAlerts(api(true), options, (line) => void log.push(line));
    expect(fake.calls).toEqual(READS);
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(10);
    expect(log.filter((line) => line.startsWith('would create '))).toHaveLength(10);
    expect(log[0]).toBe(
      `would create notification channel "Site operations: ops@lakeforge.ca": POST ${fake.baseUrl}/${MONITORING.replace(' ', '')}/notificationChannels`,
    );
  });

  it('creates the channel, the uptime checks, the policies and the budget in order, and a second run changes nothing', async () => {
    await applyAlerts(api(false), options, (line) => void log.push(line));
    expect(fake.changes()).toEqual([
      `POST ${MONITORING}/notificationChannels`,
      `POST ${MONITORING}/uptimeCheckConfigs`,
      `POST ${MONITORING}/uptimeCheckConfigs`,
      ...Array<string>(6).fill(`POST ${MONITORING}/alertPolicies`),
      'POST billingbudgets /v1/billingAccounts/0123-4567/budgets',
    ]);
    const channel = fake.resource('monitoring', 'projects/lakeforge-staging/notificationChannels/1')!;
    expect(channel).toMatchObject({ type: 'email', labels: { email_address: 'ops@lakeforge.ca' } });
    for (const n of [4, 5, 6, 7, 8, 9]) {
      const policy = fake.resource('monitoring', `projects/lakeforge-staging/alertPolicies/${n}`)!;
      expect(policy.notificationChannels).toEqual([channel.name]);
    }
    const budget = fake.resource('billingbudgets', 'billingAccounts/0123-4567/budgets/10')!;
    expect(budget).toMatchObject({
      budgetFilter: { projects: ['projects/987654'], calendarPeriod: 'MONTH' },
      amount: { specifiedAmount: { units: '50' } },
      notificationsRule: { monitoringNotificationChannels: [channel.name] },
    });

    const before = fake.changes().length;
    const again = await applyAlerts(api(false), options, (line) => void log.push(line));
    expect(fake.changes().slice(before)).toEqual([]);
    expect(new Set(again)).toEqual(new Set(['unchanged']));
  });

  it('updates a policy that differs instead of creating another, and uses a channel made in the console', async () => {
    const wanted = policies['function-5xx'] as { displayName: string };
    fake.seed('monitoring', 'projects/lakeforge-staging/alertPolicies/77', {
      ...wanted,
      combiner: 'AND',
      creationRecord: { mutateTime: '2026-01-01T00:00:00Z' },
    });
    await applyAlerts(api(false), { ...options, notify: { channel: CHANNEL } }, (line) => void log.push(line));
    const changes = fake.changes();
    expect(changes).not.toContain(`POST ${MONITORING}/notificationChannels`);
    expect(changes.filter((call) => call.endsWith('/alertPolicies'))).toHaveLength(5);
    expect(changes).toContain(
      `PATCH ${MONITORING}/alertPolicies/77?updateMask=displayName,combiner,conditions,notificationChannels,documentation`,
    );
    expect(fake.resource('monitoring', 'projects/lakeforge-staging/alertPolicies/77')).toMatchObject({
      combiner: 'OR',
    });
  });

  it('sets no budget on a project without a billing account, and says so', async () => {
    fake.seed('cloudbilling', 'projects/lakeforge-staging/billingInfo', { billingEnabled: false });
    await expect(applyAlerts(api(false), options, () => {})).rejects.toThrow('has no billing account');
    expect(fake.changes().some((call) => call.includes('budgets'))).toBe(false);
  });

  it('runs from the command line in a dry run by default', async () => {
    const { stdout } = await run(
      'npx',
      ['tsx', 'scripts/alerts.ts', '--project', 'lakeforge-staging', '--email', 'ops@lakeforge.ca', '--budget', '50'],
      {
        cwd: rootDir,
        env: {
          ...process.env,
          SITE_URL: 'https://staging.lakeforge.ca',
          GOOGLE_API_BASE_URL: fake.baseUrl,
          GOOGLE_API_TOKEN: FAKE_TOKEN,
        },
      },
    );
    expect(stdout).toContain('Dry run: 10 to create or update, nothing changed (add --apply).');
    expect(fake.changes()).toEqual([]);
  });
});

describe('the log alerts', () => {
  it('matches the lines the functions write when they give a message up, and only those', async () => {
    const pattern = messagePattern(policies['alert-lines']!);
    const errors: string[] = [];
    const logger = { info: () => {}, warn: () => {}, error: (message: string) => void errors.push(message) };
    const failingMailer = { send: () => Promise.reject(new Error('SendGrid is down')) };
    const message = {
      what: 'contact inquiry',
      record: 'contactInquiries/a',
      name: 'Ada',
      email: 'ada@example.com',
      attempts: 6,
      error: '503',
    };
    const mail = {
      from: { email: 'hello@lakeforge.ca', name: 'Lakeforge Digital' },
      agencyInbox: { email: 'hello@lakeforge.ca' },
      siteUrl: site.siteUrl,
    };
    await alertUndelivered(message, { mailer: failingMailer, mail, logger } as unknown as Parameters<
      typeof alertUndelivered
    >[1]);
    expect(errors).toHaveLength(2);
    expect(errors.every((line) => pattern.test(line))).toBe(true);
    expect(pattern.test('contactEmail: delivery failed; the inquiry stays stored')).toBe(false);
  });

  it('matches every error the sweep logs', () => {
    const pattern = messagePattern(policies['sweep-failures']!);
    const sweep = readFileSync(join(rootDir, 'functions/src/sweep.ts'), 'utf8');
    const messages = [...sweep.matchAll(/logger\.error\(\s*'([^']+)'/g)].map((match) => match[1]!);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((line) => !pattern.test(line))).toEqual([]);
  });
});

describe('the alerts on request bodies (issue #32)', () => {
  it('watch the answers a body attack produces, 413 and 415, and instances near or past their memory', () => {
    const bodies = JSON.stringify(policies['request-bodies']);
    expect(bodies).toContain('metric.labels.response_code = one_of(\\"413\\", \\"415\\")');
    expect(bodies).toContain('run.googleapis.com/container/memory/utilizations');
  });

  it("match Cloud Run's line for an instance stopped over its memory, and not the functions' own lines", () => {
    const conditions = policies['memory-exceeded']!.conditions as { conditionMatchedLog: { filter: string } }[];
    const filter = conditions[0]!.conditionMatchedLog.filter;
    const pattern = new RegExp(/textPayload=~"([^"]+)"/.exec(filter)![1]!);
    // The line Cloud Run writes to the platform log when it stops an instance over its memory limit.
    expect(
      pattern.test('Memory limit of 256 MiB exceeded with 291 MiB used. Consider increasing the memory limit'),
    ).toBe(true);
    expect(pattern.test('request refused: compressed body (contact)')).toBe(false);
  });
});
