/**
 * Idempotent changes through the Google API client (scripts/googleApi.ts): a resource is created when none has
 * its display name, updated when it differs from what is wanted, and left alone when it already is.
 */
import type { GoogleApi } from './googleApi';

export type Outcome = 'created' | 'updated' | 'unchanged';

/**
 * Whether `actual` already holds `desired`: every field `desired` sets has the same value (lists element by
 * element); fields Google adds (names, records of changes, defaults) are ignored.
 */
export function holds(actual: unknown, desired: unknown): boolean {
  if (Array.isArray(desired)) {
    return Array.isArray(actual) && actual.length === desired.length && desired.every((d, i) => holds(actual[i], d));
  }
  if (desired !== null && typeof desired === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    return Object.entries(desired).every(([key, value]) => holds((actual as Record<string, unknown>)[key], value));
  }
  // int64 fields come back as strings ("50" for 50).
  return actual === desired || (typeof desired === 'number' && actual === String(desired));
}

export interface NamedResource {
  /** How the change is printed, e.g. 'alert policy "Site: 5xx"'. */
  what: string;
  service: string;
  /** The collection's path, e.g. '/v3/projects/p/alertPolicies', and the field its list answers with. */
  collection: string;
  field: string;
  body: { displayName: string } & Record<string, unknown>;
  /** The path of a resource of the collection (its version prefix and `name`). */
  pathOf: (name: string) => string;
  /** The fields an update may set (some of a resource's fields cannot change once created). */
  updatable: string[];
}

/** Creates, updates or keeps the resource with `body.displayName`; resolves to its name (undefined in a dry run's creation). */
export async function ensureNamed(
  api: GoogleApi,
  resource: NamedResource,
  log: (line: string) => void,
): Promise<{ name: string | undefined; outcome: Outcome }> {
  const existing = (
    await api.list<{ name: string; displayName?: string }>(resource.service, resource.collection, resource.field)
  ).find((item) => item.displayName === resource.body.displayName);
  if (!existing) {
    const created = await api.change<{ name: string }>(
      `create ${resource.what}`,
      'POST',
      resource.service,
      resource.collection,
      resource.body,
    );
    return { name: created?.name, outcome: 'created' };
  }
  if (holds(existing, resource.body)) {
    log(`${resource.what} is as wanted`);
    return { name: existing.name, outcome: 'unchanged' };
  }
  const mask = resource.updatable.filter((field) => field in resource.body).join(',');
  await api.change(
    `update ${resource.what}`,
    'PATCH',
    resource.service,
    `${resource.pathOf(existing.name)}?updateMask=${mask}`,
    resource.body,
  );
  return { name: existing.name, outcome: 'updated' };
}
