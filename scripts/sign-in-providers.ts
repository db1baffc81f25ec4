/**
 * The back office's sign-in, configured per project through the Identity Toolkit admin API (what the Firebase
 * console's Authentication → Sign-in method page sets):
 *
 *   npm run auth:configure -- --project staging                # dry run: prints what it would change
 *   npm run auth:configure -- --project staging --apply
 *
 * - email link sign-in on (the email provider without a password);
 * - Google sign-in on. Its OAuth client is the one the console makes when Google is first enabled there; a project
 *   without one needs `--google-client-id <id>` and the client's secret in GOOGLE_OAUTH_CLIENT_SECRET (never a
 *   flag: it would stay in the shell's history);
 * - the authorised domains exactly the project's Hosting domains and its SITE_URL's host: the sign-in link and the
 *   Google popup return only there (`localhost` is removed: the local stack signs in on the Auth emulator).
 *
 * What is already as wanted is left alone, so running it again changes nothing. Needs the Firebase Authentication
 * Admin role on the project (docs/operations.md).
 */
import { parseArgs } from 'node:util';
import { runWhenMain } from './cli';
import { googleApiFromEnvironment, type GoogleApi } from './googleApi';
import type { Outcome } from './googleResources';
import { deployedSiteUrl, projectIdOf } from './projectParams';

export interface SignInOptions {
  projectId: string;
  siteUrl: string;
  /** The OAuth client Google sign-in uses, needed only where the project has none yet. */
  googleClient?: { clientId: string; clientSecret: string };
}

interface AuthConfig {
  signIn?: { email?: { enabled?: boolean; passwordRequired?: boolean } };
  authorizedDomains?: string[];
}

interface IdpConfig {
  enabled?: boolean;
  clientId?: string;
}

const SERVICE = 'identitytoolkit';

/** The domains sign-in may return to: Hosting's two default domains and the site's own. */
export function authorizedDomains(projectId: string, siteUrl: string): string[] {
  return [...new Set([`${projectId}.firebaseapp.com`, `${projectId}.web.app`, new URL(siteUrl).hostname])].sort();
}

export async function configureSignIn(api: GoogleApi, options: SignInOptions, log: (line: string) => void) {
  const { projectId } = options;
  const admin = `/admin/v2/projects/${projectId}`;
  const outcomes: Outcome[] = [];

  const config = await api.get<AuthConfig>(SERVICE, `${admin}/config`);
  if (!config) {
    throw new Error(
      `Authentication is not set up in ${projectId}: open Authentication in the Firebase console once (Get started).`,
    );
  }
  const domains = authorizedDomains(projectId, options.siteUrl);
  const email = config.signIn?.email;
  const emailLinkOn = email?.enabled === true && email.passwordRequired === false;
  const domainsAsWanted = [...(config.authorizedDomains ?? [])].sort().join() === domains.join();
  if (emailLinkOn && domainsAsWanted) {
    log(`email link sign-in and the authorised domains (${domains.join(', ')}) are as wanted`);
    outcomes.push('unchanged');
  } else {
    await api.change(
      `turn on email link sign-in and set the authorised domains to ${domains.join(', ')}`,
      'PATCH',
      SERVICE,
      `${admin}/config?updateMask=signIn.email.enabled,signIn.email.passwordRequired,authorizedDomains`,
      { signIn: { email: { enabled: true, passwordRequired: false } }, authorizedDomains: domains },
    );
    outcomes.push('updated');
  }

  const google = await api.get<IdpConfig>(SERVICE, `${admin}/defaultSupportedIdpConfigs/google.com`);
  const client = options.googleClient;
  if (!google) {
    if (!client) {
      throw new Error(
        `Google sign-in has no OAuth client in ${projectId}: enable Google once in the Firebase console ` +
          '(Authentication → Sign-in method), or pass --google-client-id with GOOGLE_OAUTH_CLIENT_SECRET set.',
      );
    }
    await api.change(
      'turn on Google sign-in',
      'POST',
      SERVICE,
      `${admin}/defaultSupportedIdpConfigs?idpId=google.com`,
      {
        enabled: true,
        ...client,
      },
    );
    outcomes.push('created');
  } else if (google.enabled !== true || (client && client.clientId !== google.clientId)) {
    const mask = client ? 'enabled,clientId,clientSecret' : 'enabled';
    await api.change(
      'turn on Google sign-in',
      'PATCH',
      SERVICE,
      `${admin}/defaultSupportedIdpConfigs/google.com?updateMask=${mask}`,
      { enabled: true, ...client },
    );
    outcomes.push('updated');
  } else {
    log('Google sign-in is on');
    outcomes.push('unchanged');
  }
  return outcomes;
}

async function main() {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      'google-client-id': { type: 'string' },
      apply: { type: 'boolean', default: false },
    },
  });
  if (!values.project) {
    throw new Error('Usage: npm run auth:configure -- --project <id or alias> [--google-client-id <id>] [--apply]');
  }
  const projectId = projectIdOf(values.project);
  const clientId = values['google-client-id'];
  const clientSecret = process.env.GOOGLE_OAUTH_CLIENT_SECRET;
  if (clientId && !clientSecret)
    throw new Error('--google-client-id needs GOOGLE_OAUTH_CLIENT_SECRET in the environment.');
  const outcomes = await configureSignIn(
    googleApiFromEnvironment({ dryRun: !values.apply, quotaProject: projectId }),
    {
      projectId,
      siteUrl: deployedSiteUrl(projectId),
      ...(clientId && clientSecret ? { googleClient: { clientId, clientSecret } } : {}),
    },
    (line) => console.log(line),
  );
  const changed = outcomes.filter((outcome) => outcome !== 'unchanged').length;
  console.log(
    values.apply ? `Sign-in of ${projectId}: ${changed} changed.` : `Dry run: ${changed} to change (add --apply).`,
  );
}

runWhenMain(import.meta.url, main);
