/**
 * The one client the deploy and operations scripts reach Google's APIs with: REST over fetch, with the base URL
 * and the access token injectable, so the tests answer for Google with a local fake (scripts/fakeGoogle.ts).
 *
 * Reads always go out. Changes (POST, PATCH, DELETE) are printed with the method and address; in dry-run mode
 * they are only printed, never sent, and resolve to undefined.
 */
import { GoogleAuth } from 'google-auth-library';

/** What a failed request answered. */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    readonly url: string,
    body: string,
  ) {
    super(`Google answered ${status} to ${url}: ${body.slice(0, 500)}`);
    this.name = 'GoogleApiError';
  }
}

export interface GoogleApiOptions {
  /** Where the services are: undefined for Google's (https://<service>.googleapis.com), else `<baseUrl>/<service>`. */
  baseUrl?: string;
  token: () => Promise<string>;
  dryRun: boolean;
  log: (line: string) => void;
  /** The project billed for the calls (X-Goog-User-Project), which some APIs need with a person's credentials. */
  quotaProject?: string;
}

type ChangeMethod = 'POST' | 'PATCH' | 'DELETE';

export interface GoogleApi {
  readonly dryRun: boolean;
  /** The resource at `path` of `service` (e.g. 'monitoring', '/v3/projects/p/alertPolicies/1'); undefined on 404. */
  get<T>(service: string, path: string): Promise<T | undefined>;
  /** Every item of a list, page after page, from the answers' field `field`. */
  list<T>(service: string, path: string, field: string): Promise<T[]>;
  /** Makes a change described by `what` (printed), or only prints it in dry-run mode. */
  change<T>(what: string, method: ChangeMethod, service: string, path: string, body?: object): Promise<T | undefined>;
}

export function googleApi({ baseUrl, token, dryRun, log, quotaProject }: GoogleApiOptions): GoogleApi {
  const urlOf = (service: string, path: string) =>
    baseUrl ? `${baseUrl.replace(/\/+$/, '')}/${service}${path}` : `https://${service}.googleapis.com${path}`;

  async function send(method: string, url: string, body?: object): Promise<Response> {
    const response = await fetch(url, {
      method,
      headers: {
        Authorization: `Bearer ${await token()}`,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...(quotaProject ? { 'X-Goog-User-Project': quotaProject } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(60_000),
    });
    if (!response.ok && response.status !== 404) throw new GoogleApiError(response.status, url, await response.text());
    return response;
  }

  return {
    dryRun,
    async get<T>(service: string, path: string) {
      const response = await send('GET', urlOf(service, path));
      if (response.status === 404) return undefined;
      return (await response.json()) as T;
    },
    async list<T>(service: string, path: string, field: string) {
      const items: T[] = [];
      let pageToken: string | undefined;
      do {
        const url = new URL(urlOf(service, path));
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const response = await send('GET', url.href);
        if (response.status === 404) throw new GoogleApiError(404, url.href, await response.text());
        const page = (await response.json()) as Record<string, unknown> & { nextPageToken?: string };
        items.push(...((page[field] as T[] | undefined) ?? []));
        pageToken = page.nextPageToken || undefined;
      } while (pageToken);
      return items;
    },
    async change<T>(what: string, method: ChangeMethod, service: string, path: string, body?: object) {
      const url = urlOf(service, path);
      log(`${dryRun ? 'would ' : ''}${what}: ${method} ${url}`);
      if (dryRun) return undefined;
      const response = await send(method, url, body);
      if (response.status === 404) throw new GoogleApiError(404, url, await response.text());
      return (await response.json()) as T;
    },
  };
}

/**
 * The client of a script run from the command line: Google's services with the Application Default Credentials
 * (`gcloud auth application-default login`, or in CI the Workload Identity Federation credentials that
 * google-github-actions/auth writes), unless GOOGLE_API_BASE_URL and GOOGLE_API_TOKEN name another server.
 */
export function googleApiFromEnvironment(options: { dryRun: boolean; quotaProject?: string }): GoogleApi {
  const fixedToken = process.env.GOOGLE_API_TOKEN;
  const auth = fixedToken ? undefined : new GoogleAuth({ scopes: ['https://www.googleapis.com/auth/cloud-platform'] });
  return googleApi({
    ...options,
    baseUrl: process.env.GOOGLE_API_BASE_URL || undefined,
    log: (line) => console.log(line),
    token: async () => {
      if (fixedToken) return fixedToken;
      const token = await auth!.getAccessToken();
      if (!token) throw new Error('No Google credentials: run `gcloud auth application-default login`.');
      return token;
    },
  });
}
