import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { alertUndelivered } from '../functions/src/mail/alerts';
import { alertPlan, CHANNEL } from './alerts';
import { rootDir } from './paths';

const run = promisify(execFile);
const site = { projectId: 'lakeforge-staging', siteUrl: 'https://staging.lakeforge.ca' };

/** The regular expression a log policy matches messages with (`jsonPayload.message=~"…"`). */
function messagePattern(policy: object): RegExp {
  const filter = (policy as { conditions: { conditionMatchedLog: { filter: string } }[] }).conditions[0]!
    .conditionMatchedLog.filter;
  return new RegExp(/jsonPayload\.message=~"([^"]+)"/.exec(filter)![1]!);
}

describe('alertPlan', () => {
  it('creates an email channel Google delivers, then points every policy at it', () => {
    const plan = alertPlan({ ...site, notify: { email: 'ops@lakeforge.ca' } });
    expect(plan.steps[0]).toMatchObject({ createsChannel: true });
    expect(plan.steps[0]!.args).toContain('--channel-labels=email_address=ops@lakeforge.ca');
    for (const policy of Object.values(plan.files)) {
      expect(policy).toMatchObject({ notificationChannels: [CHANNEL] });
    }
    expect(plan.steps.every((step) => step.args.includes('--project=lakeforge-staging'))).toBe(true);
  });

  it("uses a channel made in the console as it is (SMS, Slack, PagerDuty), and checks the project's own address", () => {
    const channel = 'projects/lakeforge-staging/notificationChannels/123';
    const plan = alertPlan({ ...site, notify: { channel } });
    expect(plan.steps.some((step) => step.createsChannel)).toBe(false);
    for (const policy of Object.values(plan.files)) expect(policy).toMatchObject({ notificationChannels: [channel] });
    const uptime = plan.steps.filter((step) => step.args.includes('uptime'));
    expect(
      uptime.map((step) => [
        step.args.find((a) => a.startsWith('--path=')),
        step.args.find((a) => a.startsWith('--status-codes=')),
      ]),
    ).toEqual([
      ['--path=/', '--status-codes=200'],
      ['--path=/api/contactEmail', '--status-codes=405'],
    ]);
    expect(
      uptime.every((step) =>
        step.args.includes('--resource-labels=host=staging.lakeforge.ca,project_id=lakeforge-staging'),
      ),
    ).toBe(true);
    expect(JSON.stringify(plan.files['uptime.json'])).toContain('resource.labels.host = \\"staging.lakeforge.ca\\"');
  });

  it('matches the lines the functions write when they give a message up, and only those', async () => {
    const pattern = messagePattern(
      alertPlan({ ...site, notify: { email: 'ops@lakeforge.ca' } }).files['alert-lines.json']!,
    );
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
    const pattern = messagePattern(
      alertPlan({ ...site, notify: { email: 'ops@lakeforge.ca' } }).files['sweep-failures.json']!,
    );
    const sweep = readFileSync(join(rootDir, 'functions/src/sweep.ts'), 'utf8');
    const messages = [...sweep.matchAll(/logger\.error\(\s*'([^']+)'/g)].map((match) => match[1]!);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((line) => !pattern.test(line))).toEqual([]);
  });
});

describe('the alerts on request bodies (issue #32)', () => {
  const plan = alertPlan({ ...site, notify: { email: 'ops@lakeforge.ca' } });

  it('watch the answers a body attack produces, 413 and 415, and instances near or past their memory', () => {
    const bodies = JSON.stringify(plan.files['request-bodies.json']);
    expect(bodies).toContain('metric.labels.response_code = one_of(\\"413\\", \\"415\\")');
    expect(bodies).toContain('run.googleapis.com/container/memory/utilizations');
    expect(plan.steps.map((step) => step.args.find((arg) => arg.startsWith('--policy-from-file=')))).toEqual(
      expect.arrayContaining(['--policy-from-file=request-bodies.json', '--policy-from-file=memory-exceeded.json']),
    );
  });

  it("match Cloud Run's line for an instance stopped over its memory, and not the functions' own lines", () => {
    const filter = (plan.files['memory-exceeded.json'] as { conditions: { conditionMatchedLog: { filter: string } }[] })
      .conditions[0]!.conditionMatchedLog.filter;
    const pattern = new RegExp(/textPayload=~"([^"]+)"/.exec(filter)![1]!);
    // The line Cloud Run writes to the platform log when it stops an instance over its memory limit.
    expect(
      pattern.test('Memory limit of 256 MiB exceeded with 291 MiB used. Consider increasing the memory limit'),
    ).toBe(true);
    expect(pattern.test('request refused: compressed body (contact)')).toBe(false);
  });
});

describe('npm run alerts', () => {
  it('prints the gcloud commands and creates nothing without --apply', async () => {
    const { stdout } = await run(
      'npx',
      ['tsx', 'scripts/alerts.ts', '--project', 'lakeforge-staging', '--email', 'ops@lakeforge.ca'],
      {
        cwd: rootDir,
        env: { ...process.env, SITE_URL: 'https://staging.lakeforge.ca' },
      },
    );
    expect(stdout).toContain('gcloud "beta" "monitoring" "channels" "create"');
    expect(stdout.match(/^gcloud "monitoring" "policies" "create"/gm)).toHaveLength(6);
    expect(stdout).toContain('Nothing created (add --apply).');
  });
});
