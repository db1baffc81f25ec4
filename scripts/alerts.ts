/**
 * The deployed project's alerts, as code: Cloud Monitoring policies that reach a person through a channel
 * Google delivers (an email Google sends, or any channel made in the console: SMS, Slack, PagerDuty), never
 * through the site's own SendGrid path, which may be the thing that failed.
 *
 *   npm run alerts -- --project <id or alias> --email ops@your-domain          # prints the gcloud commands
 *   npm run alerts -- --project <id or alias> --channel projects/…/notificationChannels/… --apply
 *
 * - "ALERT:" entries: a message given up on after its retries, and the agency's own alert email failing too;
 * - the sweep failing to deliver, retry or notify;
 * - more than 5 answers of 5xx from the functions in 5 minutes;
 * - request bodies an attacker sends: more than 20 answers of 413 or 415 in 5 minutes, or an instance near its
 *   memory, and any instance stopped for exceeding its memory (the runtime inflates and parses every body
 *   before our code runs: docs/functions.md, "Compressed bodies");
 * - two uptime checks of the site's address: the home page (200) and a function behind Hosting's rewrite
 *   answering 405 to a GET, with a policy that fires when either fails from more than one region.
 *
 * Without --apply nothing is created: the commands are printed, and the policy files written to a temporary
 * folder, so the plan can be read first. With --apply, `gcloud` (logged in, with Monitoring Editor on the
 * project) runs each command. See docs/operations.md.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runWhenMain } from './cli';
import { deployedSiteUrl, projectIdOf } from './projectParams';

/** Stands for the notification channel's resource name until the channel step has printed it. */
export const CHANNEL = '$CHANNEL';

export interface AlertStep {
  description: string;
  /** gcloud's arguments; `--policy-from-file` names a file of `files`. */
  args: string[];
  /** Set on the step whose output (a resource name) replaces CHANNEL in the steps after it. */
  createsChannel?: true;
}

export interface AlertPlan {
  steps: AlertStep[];
  /** Policy files by name, written beside each other before the steps run. */
  files: Record<string, object>;
}

interface PlanOptions {
  projectId: string;
  siteUrl: string;
  /** An email address for a new channel, or an existing channel's resource name. */
  notify: { email: string } | { channel: string };
}

const FUNCTIONS_LOGS = 'resource.type="cloud_run_revision"';

function logPolicy(displayName: string, filter: string, documentation: string, channel: string) {
  return {
    displayName,
    combiner: 'OR',
    conditions: [{ displayName, conditionMatchedLog: { filter } }],
    // One notification per 5 minutes at most; an incident closes itself after a day without a match.
    alertStrategy: { notificationRateLimit: { period: '300s' }, autoClose: '86400s' },
    notificationChannels: [channel],
    documentation: { content: documentation, mimeType: 'text/markdown' },
  };
}

export function alertPlan({ projectId, siteUrl, notify }: PlanOptions): AlertPlan {
  const channel = 'channel' in notify ? notify.channel : CHANNEL;
  const host = new URL(siteUrl).host;
  const project = `--project=${projectId}`;
  const files: Record<string, object> = {
    'alert-lines.json': logPolicy(
      'Site: a message was given up on (ALERT:)',
      `${FUNCTIONS_LOGS} AND severity>=ERROR AND jsonPayload.message=~"^ALERT: "`,
      "A visitor's message or a booking email could not be delivered after all retries, or the agency's alert " +
        'email failed too. The record is stored; see docs/operations.md, "When an alert fires".',
      channel,
    ),
    'sweep-failures.json': logPolicy(
      'Site: the sweep could not deliver',
      `${FUNCTIONS_LOGS} AND severity>=ERROR AND jsonPayload.message=~"^sweep: "`,
      'The scheduled sweep could not deliver an inquiry, a change notice or a reminder. It tries again on its ' +
        'next run; see docs/operations.md.',
      channel,
    ),
    'function-5xx.json': {
      displayName: 'Site: functions answering 5xx',
      combiner: 'OR',
      conditions: [
        {
          displayName: 'More than 5 answers of 5xx in 5 minutes',
          conditionThreshold: {
            filter:
              'resource.type = "cloud_run_revision" AND metric.type = "run.googleapis.com/request_count" AND ' +
              'metric.labels.response_code_class = "5xx"',
            aggregations: [
              { alignmentPeriod: '300s', perSeriesAligner: 'ALIGN_SUM', crossSeriesReducer: 'REDUCE_SUM' },
            ],
            comparison: 'COMPARISON_GT',
            thresholdValue: 5,
            duration: '0s',
          },
        },
      ],
      notificationChannels: [channel],
      documentation: {
        content: 'The forms answer 503 while email is not configured or a step fails: see docs/operations.md.',
        mimeType: 'text/markdown',
      },
    },
    'request-bodies.json': {
      displayName: 'Site: oversized or compressed request bodies',
      combiner: 'OR',
      conditions: [
        {
          displayName: 'More than 20 answers of 413 or 415 in 5 minutes',
          conditionThreshold: {
            filter:
              'resource.type = "cloud_run_revision" AND metric.type = "run.googleapis.com/request_count" AND ' +
              'metric.labels.response_code = one_of("413", "415")',
            aggregations: [
              { alignmentPeriod: '300s', perSeriesAligner: 'ALIGN_SUM', crossSeriesReducer: 'REDUCE_SUM' },
            ],
            comparison: 'COMPARISON_GT',
            thresholdValue: 20,
            duration: '0s',
          },
        },
        {
          displayName: 'An instance above 80% of its memory',
          conditionThreshold: {
            filter:
              'resource.type = "cloud_run_revision" AND ' +
              'metric.type = "run.googleapis.com/container/memory/utilizations"',
            aggregations: [
              {
                alignmentPeriod: '60s',
                perSeriesAligner: 'ALIGN_PERCENTILE_99',
                crossSeriesReducer: 'REDUCE_MAX',
                groupByFields: ['resource.labels.service_name'],
              },
            ],
            comparison: 'COMPARISON_GT',
            thresholdValue: 0.8,
            duration: '0s',
          },
        },
      ],
      notificationChannels: [channel],
      documentation: {
        content:
          'Someone may be sending bodies the runtime must inflate and parse before the functions refuse them ' +
          '(docs/functions.md, "Compressed bodies"; docs/abuse.md). The forms still work while instances are free; ' +
          'see docs/operations.md, "When an alert fires".',
        mimeType: 'text/markdown',
      },
    },
    'memory-exceeded.json': logPolicy(
      'Site: a function instance ran out of memory',
      `${FUNCTIONS_LOGS} AND severity>=ERROR AND textPayload=~"Memory limit of [0-9.]+ [KMG]i?B exceeded"`,
      'Cloud Run stopped an instance of the functions for exceeding its memory: the request it served failed. ' +
        'One line now and then can be a body the runtime inflated past 256 MiB; many mean an attack on the ' +
        'forms (docs/functions.md, "Compressed bodies"; docs/operations.md).',
      channel,
    ),
    'uptime.json': {
      displayName: `Site: ${host} is not answering`,
      combiner: 'OR',
      conditions: [
        {
          displayName: 'An uptime check fails from more than one region',
          conditionThreshold: {
            filter:
              'metric.type = "monitoring.googleapis.com/uptime_check/check_passed" AND ' +
              `resource.type = "uptime_url" AND resource.labels.host = "${host}"`,
            aggregations: [
              {
                alignmentPeriod: '300s',
                perSeriesAligner: 'ALIGN_NEXT_OLDER',
                crossSeriesReducer: 'REDUCE_COUNT_FALSE',
                groupByFields: ['metric.labels.check_id'],
              },
            ],
            comparison: 'COMPARISON_GT',
            thresholdValue: 1,
            duration: '300s',
          },
        },
      ],
      notificationChannels: [channel],
    },
  };
  const uptime = (name: string, path: string, status: number): AlertStep => ({
    description: `uptime check: ${siteUrl}${path} answers ${status}`,
    args: [
      'monitoring',
      'uptime',
      'create',
      name,
      '--resource-type=uptime-url',
      `--resource-labels=host=${host},project_id=${projectId}`,
      '--protocol=https',
      `--path=${path}`,
      `--status-codes=${status}`,
      '--period=5',
      project,
    ],
  });
  const channelStep: AlertStep[] =
    'email' in notify
      ? [
          {
            description: `notification channel: email to ${notify.email}, sent by Google`,
            args: [
              'beta',
              'monitoring',
              'channels',
              'create',
              '--display-name=Site operations',
              '--type=email',
              `--channel-labels=email_address=${notify.email}`,
              '--format=value(name)',
              project,
            ],
            createsChannel: true,
          },
        ]
      : [];
  return {
    files,
    steps: [
      ...channelStep,
      uptime('Site home page', '/', 200),
      uptime('Site function behind Hosting', '/api/contactEmail', 405),
      ...Object.keys(files).map((file) => ({
        description: `alert policy: ${(files[file] as { displayName: string }).displayName}`,
        args: ['monitoring', 'policies', 'create', `--policy-from-file=${file}`, project],
      })),
    ],
  };
}

function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      email: { type: 'string' },
      channel: { type: 'string' },
      apply: { type: 'boolean', default: false },
    },
  });
  if (!values.project || (!values.email && !values.channel)) {
    throw new Error(
      'Usage: npm run alerts -- --project <id or alias> (--email <address> | --channel <name>) [--apply]',
    );
  }
  const projectId = projectIdOf(values.project);
  const plan = alertPlan({
    projectId,
    siteUrl: deployedSiteUrl(projectId),
    notify: values.channel ? { channel: values.channel } : { email: values.email! },
  });
  const dir = mkdtempSync(join(tmpdir(), 'alerts-'));
  const writeFiles = (channel: string) => {
    for (const [name, policy] of Object.entries(plan.files)) {
      writeFileSync(join(dir, name), `${JSON.stringify(policy, null, 2).replaceAll(CHANNEL, channel)}\n`);
    }
  };
  writeFiles(CHANNEL);
  for (const step of plan.steps) {
    const args = step.args.map((arg) => arg.replace('--policy-from-file=', `--policy-from-file=${dir}/`));
    console.log(`# ${step.description}\ngcloud ${args.map((arg) => JSON.stringify(arg)).join(' ')}`);
    if (!values.apply) continue;
    const run = spawnSync('gcloud', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (run.status !== 0) throw new Error(`gcloud failed (${run.status ?? run.error?.message}): ${step.description}`);
    process.stdout.write(run.stdout);
    if (step.createsChannel) writeFiles(run.stdout.trim());
  }
  console.log(values.apply ? 'Alerts created.' : `Nothing created (add --apply). Policy files: ${dir}`);
}

runWhenMain(import.meta.url, main);
