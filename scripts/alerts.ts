/**
 * The deployed project's alerts, as code: Cloud Monitoring policies that reach a person through a channel
 * Google delivers (an email Google sends, or any channel made in the console: SMS, Slack, PagerDuty), never
 * through the site's own SendGrid path, which may be the thing that failed.
 *
 *   npm run alerts -- --project <id or alias> --email ops@your-domain --budget 50          # dry run
 *   npm run alerts -- --project <id or alias> --channel projects/…/notificationChannels/… --budget 50 --apply
 *
 * - "ALERT:" entries: a message given up on after its retries, and the agency's own alert email failing too;
 * - the sweep failing to deliver, retry or notify;
 * - more than 5 answers of 5xx from the functions in 5 minutes;
 * - request bodies an attacker sends: more than 20 answers of 413 or 415 in 5 minutes, or an instance near its
 *   memory, and any instance stopped for exceeding its memory (the runtime inflates and parses every body
 *   before our code runs: docs/functions.md, "Compressed bodies");
 * - two uptime checks of the site's address: the home page (200) and a function behind Hosting's rewrite
 *   answering 405 to a GET, with a policy that fires when either fails from more than one region;
 * - a monthly budget of the project's spend (in its billing account's currency), notifying at 50%, 90% and 100%
 *   of it and when the month's forecast passes it.
 *
 * Every resource is found by its display name: a run creates what is missing, updates what differs and leaves
 * the rest, so running it again changes nothing. Without --apply it is a dry run: it reads what exists and prints
 * what it would change. It talks to Google through scripts/googleApi.ts with the Application Default
 * Credentials (Monitoring Editor on the project; Billing Account Costs Manager for the budget). See
 * docs/operations.md.
 */
import { parseArgs } from 'node:util';
import { runWhenMain } from './cli';
import { googleApiFromEnvironment, type GoogleApi } from './googleApi';
import { ensureNamed, type Outcome } from './googleResources';
import { deployedSiteUrl, projectIdOf } from './projectParams';

/** Stands for the notification channel in a dry run that would create it. */
export const NEW_CHANNEL = '(the new notification channel)';

export interface AlertOptions {
  projectId: string;
  siteUrl: string;
  /** An email address for a channel of its own, or an existing channel's resource name. */
  notify: { email: string } | { channel: string };
  /** The monthly budget, in units of the billing account's currency. */
  monthlyBudget: number;
}

/** A Cloud Monitoring alert policy, as its REST API takes it. */
export interface AlertPolicy {
  displayName: string;
  [field: string]: unknown;
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

/** The alert policies, by a short name, each notifying `channel`. */
export function alertPolicies(siteUrl: string, channel: string): Record<string, AlertPolicy> {
  const host = new URL(siteUrl).host;
  return {
    'alert-lines': logPolicy(
      'Site: a message was given up on (ALERT:)',
      `${FUNCTIONS_LOGS} AND severity>=ERROR AND jsonPayload.message=~"^ALERT: "`,
      "A visitor's message or a booking email could not be delivered after all retries, or the agency's alert " +
        'email failed too. The record is stored; see docs/operations.md, "When an alert fires".',
      channel,
    ),
    'sweep-failures': logPolicy(
      'Site: the sweep could not deliver',
      `${FUNCTIONS_LOGS} AND severity>=ERROR AND jsonPayload.message=~"^sweep: "`,
      'The scheduled sweep could not deliver an inquiry, a change notice or a reminder. It tries again on its ' +
        'next run; see docs/operations.md.',
      channel,
    ),
    'function-5xx': {
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
    'request-bodies': {
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
    'memory-exceeded': logPolicy(
      'Site: a function instance ran out of memory',
      `${FUNCTIONS_LOGS} AND severity>=ERROR AND textPayload=~"Memory limit of [0-9.]+ [KMG]i?B exceeded"`,
      'Cloud Run stopped an instance of the functions for exceeding its memory: the request it served failed. ' +
        'One line now and then can be a body the runtime inflated past 256 MiB; many mean an attack on the ' +
        'forms (docs/functions.md, "Compressed bodies"; docs/operations.md).',
      channel,
    ),
    uptime: {
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
}

/** The uptime checks of the site's address: the home page, and a function reached through Hosting's rewrite. */
export function uptimeChecks(projectId: string, siteUrl: string) {
  const host = new URL(siteUrl).host;
  const check = (displayName: string, path: string, status: number) => ({
    displayName,
    monitoredResource: { type: 'uptime_url', labels: { host, project_id: projectId } },
    httpCheck: {
      path,
      port: 443,
      useSsl: true,
      validateSsl: true,
      requestMethod: 'GET',
      acceptedResponseStatusCodes: [{ statusValue: status }],
    },
    period: '300s',
    timeout: '10s',
  });
  return [check('Site home page', '/', 200), check('Site function behind Hosting', '/api/contactEmail', 405)];
}

/** A monthly budget of the project's spend, notifying at 50%, 90%, 100% and a forecast past 100%. */
export function monthlyBudget(projectId: string, projectName: string, amount: number, channel: string) {
  return {
    displayName: `Site: monthly budget of ${projectId}`,
    budgetFilter: { projects: [projectName], calendarPeriod: 'MONTH' },
    amount: { specifiedAmount: { units: String(amount) } },
    thresholdRules: [
      { thresholdPercent: 0.5, spendBasis: 'CURRENT_SPEND' },
      { thresholdPercent: 0.9, spendBasis: 'CURRENT_SPEND' },
      { thresholdPercent: 1, spendBasis: 'CURRENT_SPEND' },
      { thresholdPercent: 1, spendBasis: 'FORECASTED_SPEND' },
    ],
    notificationsRule: { monitoringNotificationChannels: [channel], disableDefaultIamRecipients: false },
  };
}

const MONITORING = 'monitoring';

/** Creates or updates the channel, uptime checks, policies and budget; resolves to each one's outcome. */
export async function applyAlerts(api: GoogleApi, options: AlertOptions, log: (line: string) => void) {
  const { projectId, siteUrl, notify } = options;
  const project = `/v3/projects/${projectId}`;
  const monitoring = (what: string, collection: string, body: { displayName: string }, updatable: string[]) =>
    ensureNamed(
      api,
      {
        what,
        service: MONITORING,
        collection: `${project}/${collection}`,
        field: collection,
        body,
        pathOf: (name) => `/v3/${name}`,
        updatable,
      },
      log,
    );
  const outcomes: Outcome[] = [];
  let channel: string;
  if ('channel' in notify) {
    channel = notify.channel;
  } else {
    const body = {
      displayName: `Site operations: ${notify.email}`,
      type: 'email',
      labels: { email_address: notify.email },
    };
    const ensured = await monitoring(`notification channel "${body.displayName}"`, 'notificationChannels', body, [
      'displayName',
      'labels',
    ]);
    outcomes.push(ensured.outcome);
    channel = ensured.name ?? NEW_CHANNEL;
  }
  for (const check of uptimeChecks(projectId, siteUrl)) {
    const ensured = await monitoring(`uptime check "${check.displayName}"`, 'uptimeCheckConfigs', check, [
      'displayName',
      'httpCheck',
      'timeout',
    ]);
    outcomes.push(ensured.outcome);
  }
  for (const policy of Object.values(alertPolicies(siteUrl, channel))) {
    const ensured = await monitoring(`alert policy "${policy.displayName}"`, 'alertPolicies', policy, [
      'displayName',
      'combiner',
      'conditions',
      'alertStrategy',
      'notificationChannels',
      'documentation',
    ]);
    outcomes.push(ensured.outcome);
  }
  const billing = await api.get<{ billingAccountName?: string }>(
    'cloudbilling',
    `/v1/projects/${projectId}/billingInfo`,
  );
  if (!billing?.billingAccountName) {
    throw new Error(`Project ${projectId} has no billing account: link one (Blaze plan) before setting its budget.`);
  }
  const projectResource = await api.get<{ name: string }>('cloudresourcemanager', `/v3/projects/${projectId}`);
  if (!projectResource) throw new Error(`Project ${projectId} was not found.`);
  const budget = monthlyBudget(projectId, projectResource.name, options.monthlyBudget, channel);
  const ensured = await ensureNamed(
    api,
    {
      what: `budget "${budget.displayName}" of ${options.monthlyBudget} a month`,
      service: 'billingbudgets',
      collection: `/v1/${billing.billingAccountName}/budgets`,
      field: 'budgets',
      body: budget,
      pathOf: (name) => `/v1/${name}`,
      updatable: ['displayName', 'budgetFilter', 'amount', 'thresholdRules', 'notificationsRule'],
    },
    log,
  );
  outcomes.push(ensured.outcome);
  return outcomes;
}

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      email: { type: 'string' },
      channel: { type: 'string' },
      budget: { type: 'string' },
      apply: { type: 'boolean', default: false },
    },
  });
  const budget = Number(values.budget);
  if (!values.project || (!values.email && !values.channel) || !(budget > 0)) {
    throw new Error(
      'Usage: npm run alerts -- --project <id or alias> (--email <address> | --channel <name>) ' +
        '--budget <monthly amount> [--apply]',
    );
  }
  const projectId = projectIdOf(values.project);
  const api = googleApiFromEnvironment({ dryRun: !values.apply, quotaProject: projectId });
  const outcomes = await applyAlerts(
    api,
    {
      projectId,
      siteUrl: deployedSiteUrl(projectId),
      notify: values.channel ? { channel: values.channel } : { email: values.email! },
      monthlyBudget: budget,
    },
    (line) => console.log(line),
  );
  const changed = outcomes.filter((outcome) => outcome !== 'unchanged').length;
  console.log(
    values.apply
      ? `Alerts of ${projectId}: ${changed} created or updated, ${outcomes.length - changed} as wanted.`
      : `Dry run: ${changed} to create or update, nothing changed (add --apply).`,
  );
}

runWhenMain(import.meta.url, main);
