/**
 * /api/staff/**: the back office's one HTTPS function (docs/staff.md). Every request is checked first
 * (auth.ts: a staff member's ID token), before its route is even looked at, so that nothing is read for
 * anyone else. Then: parse → validate → act → answer, in JSON (the export in CSV). Every action (a lead's
 * status or owner, a note, a retried delivery, a booking's move or cancellation, an export) writes an audit
 * entry: who, what, when, before and after; an action whose entry cannot be written is not done.
 *
 * The booking changes are the booking's own (booking/change.ts: the visitor's manage link takes the same
 * path, with its checks, emails and invitation), and a retried delivery is the inquiry's own
 * (inquiry/handler.ts); index.ts hands both in as `bookings` and `deliveries`.
 */
import type { UserRecord } from 'firebase-admin/auth';
import type * as z from 'zod';
import {
  STAFF_MESSAGES,
  type LeadKind,
  type StaffBooking,
  type StaffFeed,
  type StaffLead,
  type StaffRefusal,
  type TeamAnswer,
} from '../../../src/domain/api/staff.js';
import { validate } from '../../../src/domain/forms/schemas.js';
import {
  auditListSchema,
  availabilitySettingsSchema,
  bookingListSchema,
  closureSchema,
  exportSchema,
  INVALID_ID_MESSAGE,
  isDocumentId,
  leadListSchema,
  leadNoteSchema,
  leadUpdateSchema,
  privacyEraseSchema,
  privacyQuerySchema,
  staffCancelSchema,
  staffMoveSchema,
  staffPreferencesSchema,
  teamAddSchema,
  teamOwnerSchema,
} from '../../../src/domain/staff/schemas.js';
import { readJsonBody, type BodyResult } from '../http/body.js';
import { json, MESSAGES, mediaType, type ApiRequest, type ApiResponse } from '../http/request.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';
import { errorMessage } from '../lib/text.js';
import { DEFAULT_STEP_TIMEOUT_MS, timeLimit, type StepLimit } from '../lib/timeout.js';
import type { MailConfig, Mailer } from '../mail/mailer.js';
import { notifyLeadOwner, type LeadOwnerEvent } from './leadOwnerMail.js';
import { checkStaff, refusalBody, type StaffMember, type TokenVerifier } from './auth.js';
import type { AvailabilityStore } from './availability.js';
import { exportStream } from './export.js';
import { feedPath } from './feed.js';
import { erase } from './privacy.js';
import type { PreferencesStore } from './preferences.js';
import { addressOf, type PrivacyStore } from './privacyStore.js';
import { CursorError, type StaffStore } from './store.js';
import {
  findAccount,
  findStaffAccount,
  grantStaff,
  listTeam,
  revokeStaff,
  setOwner,
  teamMemberOf,
  wouldLeaveNoOwner,
  type TeamAccounts,
} from './team.js';

export type BookingChange = { ok: true; emailed: boolean } | { ok: false; reason: StaffRefusal };

/** A booking's move and cancellation, as the visitor's manage link makes them. */
export interface BookingActions {
  cancel(slotId: string, options: { now: Date; expectedStart?: Date }): Promise<BookingChange>;
  move(slotId: string, start: Date, options: { now: Date; expectedStart: Date }): Promise<BookingChange>;
}

/** A lead's emails, or its notice to the team's chat, tried once more, as the sweep would (inquiry/retries.ts). */
export interface LeadDeliveries {
  retry(kind: LeadKind, id: string): Promise<'sent' | 'busy' | 'failed'>;
  retryTeamNotice(kind: LeadKind, id: string): Promise<'sent' | 'busy' | 'failed'>;
}

export interface StaffDeps {
  /** Checks each request's token; the Team section's changes are made with it too (team.ts). */
  auth: TokenVerifier & TeamAccounts;
  /** The site's origin, for the bookings feed's address. */
  siteOrigin: string;
  store: StaffStore;
  bookings: BookingActions;
  deliveries: LeadDeliveries;
  /** Closures, notice, buffer and the busy-calendar addresses (availability.ts). */
  availability: AvailabilityStore;
  /** Under the emulator: calendar addresses on 127.0.0.1/localhost over http are accepted (the local fake server). */
  calendarLoopback: boolean;
  /** A person's data by email address (privacyStore.ts). */
  privacy: PrivacyStore;
  /** Each staff member's own settings (preferences.ts). */
  preferences: PreferencesStore;
  /** For the email a lead's owner may choose (leadOwnerMail.ts). */
  mailer: Mailer;
  mail: MailConfig;
  /** The erasure's step limit (its default in production; the fault tests pass theirs). */
  stepLimit?: StepLimit;
  clock: Clock;
  logger: Logger;
}

const STATUS: Record<StaffRefusal, number> = {
  signIn: 401,
  sessionEnded: 401,
  notStaff: 403,
  notFound: 404,
  invalid: 400,
  started: 409,
  sameTime: 400,
  notBookable: 400,
  taken: 409,
  changed: 409,
  delivered: 409,
  busy: 409,
  notOwner: 403,
  notesFull: 409,
  lastOwner: 409,
  bookingInProgress: 409,
  failed: 503,
};

const refuse = (reason: StaffRefusal, extra: Record<string, unknown> = {}): ApiResponse =>
  json(STATUS[reason], { ...refusalBody(reason), ...extra });
const invalid = (fields: Record<string, string>) => refuse('invalid', { fields });

/**
 * The route's path below /api/staff (Hosting keeps the full path; the function's own URL has none of it),
 * each part decoded; undefined when a part is not valid percent-encoding.
 */
function routeOf(request: ApiRequest): { path: string[]; query: URLSearchParams } | undefined {
  const url = new URL(request.url ?? '/', 'http://staff.invalid');
  const path = url.pathname.replace(/^\/api\/staff(?=\/|$)/, '');
  try {
    return { path: path.split('/').filter(Boolean).map(decodeURIComponent), query: url.searchParams };
  } catch {
    return undefined;
  }
}

/** Where each resource's route carries a document id, and the name a refusal gives it. */
const PATH_IDS: Record<string, { index: number; field: string }> = {
  leads: { index: 2, field: 'id' },
  bookings: { index: 1, field: 'slotId' },
  closures: { index: 1, field: 'id' },
  team: { index: 1, field: 'uid' },
};

/** A 400 for a path id Firestore could not take as a document id (a slash, `__x__`, over 1,500 bytes). */
function invalidPathId(path: string[]): ApiResponse | undefined {
  const named = PATH_IDS[path[0] ?? ''];
  const id = named && path[named.index];
  return named && id !== undefined && !isDocumentId(id) ? invalid({ [named.field]: INVALID_ID_MESSAGE }) : undefined;
}

/** The query string as one object (a repeated key keeps its last value). */
const queryObject = (query: URLSearchParams) => Object.fromEntries(query.entries());

function readBody<S extends z.ZodType>(request: ApiRequest, schema: S) {
  if (mediaType(request) !== 'application/json' && request.rawBody?.length) {
    return { ok: false as const, response: json(415, { error: MESSAGES.unsupportedMediaType }) };
  }
  // An empty body is an empty object: a cancellation needs nothing more.
  const parsed = request.body;
  const empty =
    !request.rawBody?.length &&
    (parsed === undefined || (typeof parsed === 'object' && parsed !== null && Object.keys(parsed).length === 0));
  const body: BodyResult = empty ? { ok: true, value: {} } : readJsonBody(request);
  if (!body.ok) return { ok: false as const, response: body.response };
  const result = validate(schema, body.value);
  return result.ok
    ? { ok: true as const, data: result.data }
    : { ok: false as const, response: invalid(result.fields) };
}

const isLeadKind = (value: string | undefined): value is LeadKind => value === 'contact' || value === 'service';

export async function handleStaff(request: ApiRequest, deps: StaffDeps): Promise<ApiResponse> {
  const checked = await checkStaff(request, deps.auth);
  if (!checked.ok) {
    deps.logger.warn('staff: refused', { reason: checked.log });
    const headers: Record<string, string> =
      checked.status === 401 ? { 'WWW-Authenticate': 'Bearer realm="staff"' } : {};
    return json(checked.status, refusalBody(checked.reason), headers);
  }
  const staff = checked.staff;
  const route = routeOf(request);
  if (!route) return invalid({ path: INVALID_ID_MESSAGE });
  const { path, query } = route;
  const malformed = invalidPathId(path);
  if (malformed) return malformed;
  const [resource, first, second, action, ...rest] = path;
  const method = request.method.toUpperCase();
  const allow = (allowed: string, handle: () => Promise<ApiResponse>) =>
    method === allowed ? handle() : Promise.resolve(json(405, { error: 'Method not allowed.' }, { Allow: allowed }));
  /** One handler per method of a route. */
  const methods = (handlers: Record<string, () => Promise<ApiResponse>>) =>
    handlers[method]?.() ??
    Promise.resolve(json(405, { error: 'Method not allowed.' }, { Allow: Object.keys(handlers).join(', ') }));

  try {
    if (rest.length === 0 && action === undefined) {
      if (resource === 'me' && !first) return await allow('GET', async () => json(200, { ...staff }));
      if (resource === 'bookings' && !first) return await allow('GET', () => listBookings(query, deps));
      if (resource === 'inquiries' && !first) return await allow('GET', () => listLeads(query, deps));
      if (resource === 'pipeline' && !first) {
        return await allow('GET', async () => json(200, { ...(await deps.store.pipeline(deps.clock.now())) }));
      }
      if (resource === 'export' && !first) return await allow('GET', () => startExport(query, staff, deps));
      if (resource === 'feed' && !first) return await allow('GET', () => bookingsFeed(staff, deps, 'current'));
      if (resource === 'feed' && first === 'rotate' && !second) {
        return await allow('POST', () => bookingsFeed(staff, deps, 'rotate'));
      }
      if (resource === 'leads' && isLeadKind(first) && second) {
        return await allow('PATCH', () => updateLead(request, first, second, staff, deps));
      }
      if (resource === 'bookings' && first && second === 'move') {
        return await allow('POST', () => moveBooking(request, first, staff, deps));
      }
      if (resource === 'bookings' && first && second === 'cancel') {
        return await allow('POST', () => cancelBooking(request, first, staff, deps));
      }
      if (resource === 'closures' && !first) {
        return await methods({ GET: () => listClosures(deps), POST: () => addClosure(request, staff, deps) });
      }
      if (resource === 'closures' && first && !second) {
        return await allow('DELETE', () => removeClosure(first, staff, deps));
      }
      if (resource === 'audit' && !first) return await allow('GET', () => listAudit(query, staff, deps));
      if (resource === 'privacy' && !first) return await allow('GET', () => viewPrivacy(query, staff, deps, 'view'));
      if (resource === 'privacy' && first === 'export' && !second) {
        return await allow('GET', () => viewPrivacy(query, staff, deps, 'export'));
      }
      if (resource === 'privacy' && first === 'erase' && !second) {
        return await allow('POST', () => erasePerson(request, staff, deps));
      }
      if (resource === 'team' && !first) {
        return await methods({ GET: () => listTeamMembers(deps), POST: () => addStaff(request, staff, deps) });
      }
      if (resource === 'team' && first && !second) {
        return await methods({
          PATCH: () => changeOwner(request, first, staff, deps),
          DELETE: () => removeStaffMember(first, staff, deps),
        });
      }
      if (resource === 'preferences' && !first) {
        return await methods({
          GET: async () => json(200, { ...(await deps.preferences.get(staff.uid)) }),
          PUT: () => savePreferences(request, staff, deps),
        });
      }
      if (resource === 'availability-settings' && !first) {
        return await methods({
          GET: async () => json(200, { ...(await deps.availability.settings()) }),
          PUT: () => saveAvailabilitySettings(request, staff, deps),
        });
      }
    }
    if (resource === 'leads' && isLeadKind(first) && second && action === 'retry-delivery' && rest.length === 0) {
      return await allow('POST', () => retryDelivery(first, second, staff, deps));
    }
    if (resource === 'leads' && isLeadKind(first) && second && action === 'retry-team-notice' && rest.length === 0) {
      return await allow('POST', () => retryTeamNotice(first, second, staff, deps));
    }
    if (resource === 'leads' && isLeadKind(first) && second && action === 'notes' && rest.length === 0) {
      return await allow('POST', () => addNote(request, first, second, staff, deps));
    }
    return json(404, { error: STAFF_MESSAGES.notFound, reason: 'notFound' });
  } catch (error) {
    if (error instanceof CursorError)
      return invalid({ cursor: 'This list has changed. Start again from the first page.' });
    deps.logger.error('staff: request failed', { path: path.join('/'), error: errorMessage(error) });
    return refuse('failed');
  }
}

async function listBookings(query: URLSearchParams, deps: StaffDeps): Promise<ApiResponse> {
  const parsed = validate(bookingListSchema, queryObject(query));
  if (!parsed.ok) return invalid(parsed.fields);
  return json(200, { ...(await deps.store.listBookings(parsed.data, deps.clock.now())) });
}

/** The audit log, newest first; reading it is itself recorded, with the filters used. */
async function listAudit(query: URLSearchParams, staff: StaffMember, deps: StaffDeps): Promise<ApiResponse> {
  const parsed = validate(auditListSchema, queryObject(query));
  if (!parsed.ok) return invalid(parsed.fields);
  const { actor, action, from, to } = parsed.data;
  const target = Object.fromEntries(
    Object.entries({ actor, action, from: from?.toISOString(), to: to?.toISOString() }).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
  return audited(deps, { actor: staff, action: 'audit.view', target, before: null }, async () => {
    const page = await deps.store.listAudit(parsed.data);
    return { outcome: 'done', after: { entries: page.items.length }, answer: json(200, { ...page }) };
  });
}

async function listLeads(query: URLSearchParams, deps: StaffDeps): Promise<ApiResponse> {
  const parsed = validate(leadListSchema, queryObject(query));
  if (!parsed.ok) return invalid(parsed.fields);
  return json(200, { ...(await deps.store.listLeads(parsed.data)) });
}

async function updateLead(
  request: ApiRequest,
  kind: LeadKind,
  id: string,
  staff: StaffMember,
  deps: StaffDeps,
): Promise<ApiResponse> {
  const body = readBody(request, leadUpdateSchema);
  if (!body.ok) return body.response;
  const { owner } = body.data;
  if (owner && !(await listTeam(deps.auth)).some((member) => member.email.toLowerCase() === owner)) {
    return invalid({ owner: 'Choose a member of the staff.' });
  }
  const before = await deps.store.findLead(kind, id);
  const lead = await deps.store.updateLead(kind, id, body.data, staff, deps.clock.now());
  if (!lead) return refuse('notFound');
  if (lead.owner && lead.owner !== before?.owner) await tellOwner(lead, { kind: 'assigned' }, staff, deps);
  else if (lead.status !== before?.status) await tellOwner(lead, { kind: 'status', status: lead.status }, staff, deps);
  return json(200, { lead });
}

/** A note at the end of the lead's timeline, by the staff member, at the server's time. */
async function addNote(
  request: ApiRequest,
  kind: LeadKind,
  id: string,
  staff: StaffMember,
  deps: StaffDeps,
): Promise<ApiResponse> {
  const body = readBody(request, leadNoteSchema);
  if (!body.ok) return body.response;
  const lead = await deps.store.addNote(kind, id, body.data.text, staff, deps.clock.now());
  if (lead === 'full') return refuse('notesFull');
  if (!lead) return refuse('notFound');
  await tellOwner(lead, { kind: 'note', note: body.data.text }, staff, deps);
  return json(201, { lead });
}

/**
 * Emails the lead's owner about a change someone else made, if they chose to be told (leadOwnerMail.ts). The
 * change is stored already: a failure here is logged and never fails the staff member's request.
 */
async function tellOwner(lead: StaffLead, event: LeadOwnerEvent, staff: StaffMember, deps: StaffDeps) {
  if (!lead.owner) return;
  const owner = lead.owner;
  const limit = deps.stepLimit ?? timeLimit(DEFAULT_STEP_TIMEOUT_MS);
  try {
    const account = await limit(findAccount(deps.auth, owner), 'lead owner account');
    if (!account) return;
    const outcome = await limit(notifyLeadOwner(account.uid, lead, event, staff, deps), 'lead owner email');
    deps.logger.info('staff: lead owner email', { lead: `${lead.kind}/${lead.id}`, event: event.kind, outcome });
  } catch (error) {
    deps.logger.error('staff: could not email the lead owner', {
      lead: `${lead.kind}/${lead.id}`,
      error: errorMessage(error),
    });
  }
}

/** Runs `act` between an audit entry written before it (nothing is done if that fails) and its outcome after. */
async function audited<T>(
  deps: StaffDeps,
  entry: { actor: StaffMember; action: string; target: Record<string, string>; before: unknown },
  act: () => Promise<{ outcome: string; after: unknown; answer: T }>,
): Promise<T> {
  const id = await deps.store.audit(entry, deps.clock.now());
  let done;
  try {
    done = await act();
  } catch (error) {
    await finishAuditOrLog(deps, id, 'failed', null);
    throw error;
  }
  const { outcome, after, answer } = done;
  await finishAuditOrLog(deps, id, outcome, after);
  return answer;
}

/** Records an action's outcome; a failure to is logged (the entry then says only that it was asked for). */
async function finishAuditOrLog(deps: StaffDeps, id: string, outcome: string, after: unknown): Promise<void> {
  try {
    await deps.store.finishAudit(id, outcome, after);
  } catch (error) {
    // The entry says the action was asked for; its outcome is in the logs.
    deps.logger.error('staff: could not record the outcome in the audit log', {
      id,
      outcome,
      error: errorMessage(error),
    });
  }
}

/** A booking's move or cancellation, audited; nothing at `slotId` means it was moved or cancelled meanwhile. */
async function changeBooking(
  slotId: string,
  staff: StaffMember,
  deps: StaffDeps,
  action: 'booking.move' | 'booking.cancel',
  change: (now: Date) => Promise<BookingChange & { slotId?: string }>,
): Promise<ApiResponse> {
  const now = deps.clock.now();
  const before = await deps.store.findBooking(slotId, now);
  if (!before) return refuse('changed');
  return audited(deps, { actor: staff, action, target: { slotId }, before }, async () => {
    const done = await change(now);
    if (!done.ok) return { outcome: done.reason, after: before, answer: refuse(done.reason) };
    const after = done.slotId ? await deps.store.findBooking(done.slotId, deps.clock.now()) : undefined;
    const booking: StaffBooking = after ?? { ...before, status: 'cancelled' };
    deps.logger.info(`staff: ${action}`, { slotId, by: staff.uid });
    return { outcome: 'done', after: booking, answer: json(200, { booking, emailed: done.emailed }) };
  });
}

function moveBooking(request: ApiRequest, slotId: string, staff: StaffMember, deps: StaffDeps) {
  const body = readBody(request, staffMoveSchema);
  if (!body.ok) return Promise.resolve(body.response);
  const start = new Date(body.data.datetime);
  const expectedStart = new Date(body.data.expectedStart);
  return changeBooking(slotId, staff, deps, 'booking.move', async (now) => ({
    ...(await deps.bookings.move(slotId, start, { now, expectedStart })),
    slotId: start.toISOString(),
  }));
}

function cancelBooking(request: ApiRequest, slotId: string, staff: StaffMember, deps: StaffDeps) {
  const body = readBody(request, staffCancelSchema);
  if (!body.ok) return Promise.resolve(body.response);
  const expected = body.data.expectedStart ? { expectedStart: new Date(body.data.expectedStart) } : {};
  return changeBooking(slotId, staff, deps, 'booking.cancel', (now) =>
    deps.bookings.cancel(slotId, { now, ...expected }),
  );
}

/** What a retry route retries: the lead's emails, or its notice to the team's chat. */
const RETRIES = {
  delivery: {
    action: 'lead.retry-delivery',
    state: (lead: StaffLead) => lead.delivery,
    run: (deps: StaffDeps, kind: LeadKind, id: string) => deps.deliveries.retry(kind, id),
    failedAgain: 'The email failed again. It stays queued for the automatic retries.',
  },
  teamNotice: {
    action: 'lead.retry-team-notice',
    state: (lead: StaffLead) => lead.teamNotice,
    run: (deps: StaffDeps, kind: LeadKind, id: string) => deps.deliveries.retryTeamNotice(kind, id),
    failedAgain: 'The team chat notice failed again. The lead shows its error and any automatic retry.',
  },
} as const;

const retryDelivery = (kind: LeadKind, id: string, staff: StaffMember, deps: StaffDeps) =>
  retryLead(RETRIES.delivery, kind, id, staff, deps);

/** 404 for a lead that has no team notice (no chat webhook was configured as it arrived). */
const retryTeamNotice = (kind: LeadKind, id: string, staff: StaffMember, deps: StaffDeps) =>
  retryLead(RETRIES.teamNotice, kind, id, staff, deps);

async function retryLead(
  retry: (typeof RETRIES)[keyof typeof RETRIES],
  kind: LeadKind,
  id: string,
  staff: StaffMember,
  deps: StaffDeps,
): Promise<ApiResponse> {
  const before = await deps.store.findLead(kind, id);
  const state = before && retry.state(before);
  if (!before || !state) return refuse('notFound');
  if (state.status === 'sent') return refuse('delivered', { lead: before });
  return audited(deps, { actor: staff, action: retry.action, target: { kind, id }, before: state }, async () => {
    const outcome = await retry.run(deps, kind, id);
    const lead: StaffLead = (await deps.store.findLead(kind, id)) ?? before;
    const answer =
      outcome === 'sent'
        ? json(200, { lead })
        : outcome === 'busy'
          ? refuse('busy', { lead })
          : json(502, { error: retry.failedAgain, reason: 'failed', lead });
    return { outcome, after: retry.state(lead) ?? null, answer };
  });
}

/** The bookings feed's address: the current one (made on first use), or a new one replacing it. */
async function bookingsFeed(staff: StaffMember, deps: StaffDeps, which: 'current' | 'rotate'): Promise<ApiResponse> {
  const now = deps.clock.now();
  const token =
    which === 'rotate'
      ? await deps.store.rotateBookingsFeedToken(staff, now)
      : await deps.store.bookingsFeedToken(staff, now);
  if (which === 'rotate') deps.logger.info('staff: bookings feed address replaced', { by: staff.uid });
  const feed: StaffFeed = { url: `${deps.siteOrigin}${feedPath(token)}` };
  return json(200, { ...feed });
}

async function startExport(query: URLSearchParams, staff: StaffMember, deps: StaffDeps): Promise<ApiResponse> {
  const parsed = validate(exportSchema, queryObject(query));
  if (!parsed.ok) return invalid(parsed.fields);
  const { kind } = parsed.data;
  const now = deps.clock.now();
  const id = await deps.store.audit({ actor: staff, action: 'export', target: { kind }, before: null }, now);
  const day = now.toISOString().slice(0, 10);
  return {
    status: 200,
    body: {},
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="lakeforge-${kind}-${day}.csv"`,
    },
    stream: auditedExport(
      id,
      exportStream(kind, deps.store, now, (rows) => finishAuditOrLog(deps, id, 'done', { rows })),
      deps,
    ),
  };
}

/** The export's audit entry says `failed` when a page cannot be read (the connection then breaks off). */
async function* auditedExport(id: string, rows: AsyncGenerator<string>, deps: StaffDeps): AsyncGenerator<string> {
  try {
    yield* rows;
  } catch (error) {
    await finishAuditOrLog(deps, id, 'failed', null);
    throw error;
  }
}

async function listClosures(deps: StaffDeps): Promise<ApiResponse> {
  return json(200, { closures: await deps.availability.listClosures(deps.clock.now()) });
}

/** Closes a day, a range or part of either; answers the bookings and holds inside it, which stand (staff decide). */
async function addClosure(request: ApiRequest, staff: StaffMember, deps: StaffDeps): Promise<ApiResponse> {
  const body = readBody(request, closureSchema);
  if (!body.ok) return body.response;
  return audited(deps, { actor: staff, action: 'closure.add', target: {}, before: null }, async () => {
    const now = deps.clock.now();
    const added = await deps.availability.addClosure(body.data, staff, now);
    if (!added.ok) {
      const message =
        added.reason === 'ended'
          ? 'This closure has already ended.'
          : 'There are too many closures. Remove some that are no longer needed.';
      return {
        outcome: added.reason,
        after: null,
        answer: invalid({ [added.reason === 'ended' ? 'to' : 'from']: message }),
      };
    }
    const found = await Promise.all(added.bookedSlotIds.map((slotId) => deps.store.findBooking(slotId, now)));
    const affectedBookings = found.filter((booking) => booking !== undefined);
    deps.logger.info('staff: closure added', {
      id: added.closure.id,
      by: staff.uid,
      bookings: affectedBookings.length,
    });
    const after = { closure: added.closure, affectedSlotIds: added.bookedSlotIds, heldStarts: added.heldStarts };
    return {
      outcome: 'done',
      after,
      answer: json(201, { closure: added.closure, affectedBookings, heldStarts: added.heldStarts }),
    };
  });
}

async function removeClosure(id: string, staff: StaffMember, deps: StaffDeps): Promise<ApiResponse> {
  return audited(deps, { actor: staff, action: 'closure.remove', target: { id }, before: null }, async () => {
    const removed = await deps.availability.removeClosure(id, deps.clock.now());
    if (!removed) return { outcome: 'notFound', after: null, answer: refuse('notFound') };
    deps.logger.info('staff: closure removed', { id, by: staff.uid });
    return { outcome: 'done', after: removed, answer: json(200, { closure: removed }) };
  });
}

/** The audit log names how many calendar addresses there are, never the secret addresses themselves. */
const auditedSettings = ({
  calendarUrls,
  ...rest
}: {
  noticeMinutes: number;
  bufferMinutes: number;
  calendarUrls: string[];
}) => ({
  ...rest,
  calendars: calendarUrls.length,
});

async function saveAvailabilitySettings(
  request: ApiRequest,
  staff: StaffMember,
  deps: StaffDeps,
): Promise<ApiResponse> {
  const body = readBody(request, availabilitySettingsSchema({ allowLoopback: deps.calendarLoopback }));
  if (!body.ok) return body.response;
  const before = auditedSettings(await deps.availability.settings());
  const target = { settings: 'availability' };
  return audited(deps, { actor: staff, action: 'availability.settings', target, before }, async () => {
    const saved = await deps.availability.saveSettings(body.data, staff, deps.clock.now());
    return { outcome: 'done', after: auditedSettings(saved), answer: json(200, { ...saved }) };
  });
}

/**
 * Everything held about an address, on screen or as one JSON file. Audited with the address as its target
 * (an erasure of that address anonymises the entry).
 */
async function viewPrivacy(
  query: URLSearchParams,
  staff: StaffMember,
  deps: StaffDeps,
  as: 'view' | 'export',
): Promise<ApiResponse> {
  const parsed = validate(privacyQuerySchema, queryObject(query));
  if (!parsed.ok) return invalid(parsed.fields);
  const email = addressOf(parsed.data.email);
  const target = { email };
  return audited(deps, { actor: staff, action: `privacy.${as}`, target, before: null }, async () => {
    const now = deps.clock.now();
    const record = await deps.privacy.record(email, now);
    const counts = {
      leads: record.leads.length,
      bookings: Object.values(record.bookings).reduce((sum, list) => sum + list.length, 0),
      auditEntries: record.audit.length,
    };
    const headers: Record<string, string> =
      as === 'export'
        ? { 'Content-Disposition': `attachment; filename="lakeforge-privacy-${now.toISOString().slice(0, 10)}.json"` }
        : {};
    return { outcome: 'done', after: counts, answer: json(200, { ...record }, headers) };
  });
}

/** Erases an address's data: owners only; the audit entry holds what was done, never whose data it was. */
async function erasePerson(request: ApiRequest, staff: StaffMember, deps: StaffDeps): Promise<ApiResponse> {
  if (!staff.owner) return refuse('notOwner');
  const body = readBody(request, privacyEraseSchema);
  if (!body.ok) return body.response;
  const address = addressOf(body.data.email);
  return audited(deps, { actor: staff, action: 'privacy.erase', target: {}, before: null }, async () => {
    const erased = await erase(address, deps.clock.now(), deps);
    if (!erased.ok) return { outcome: erased.reason, after: null, answer: refuse(erased.reason) };
    deps.logger.info('staff: privacy erasure', { by: staff.uid, status: erased.report.status });
    return { outcome: erased.report.status, after: erased.report, answer: json(200, { erasure: erased.report }) };
  });
}

async function listTeamMembers(deps: StaffDeps): Promise<ApiResponse> {
  const answer: TeamAnswer = { members: await listTeam(deps.auth) };
  return json(200, { ...answer });
}

/** An email address Firebase Auth refused as one (its check is stricter than the schema's). */
const isInvalidEmail = (error: unknown) => (error as { code?: string }).code === 'auth/invalid-email';

/** Adds a staff member (owners only): the account is made when the address has none; audited with the address. */
async function addStaff(request: ApiRequest, staff: StaffMember, deps: StaffDeps): Promise<ApiResponse> {
  if (!staff.owner) return refuse('notOwner');
  const body = readBody(request, teamAddSchema);
  if (!body.ok) return body.response;
  const { owner } = body.data;
  // Firebase Auth keeps addresses in lower case.
  const email = body.data.email.toLowerCase();
  return audited(deps, { actor: staff, action: 'team.add', target: { email }, before: null }, async () => {
    let granted;
    try {
      granted = await grantStaff(deps.auth, email, { owner });
    } catch (error) {
      if (!isInvalidEmail(error)) throw error;
      return { outcome: 'invalid', after: null, answer: invalid({ email: 'Enter an email address.' }) };
    }
    const member = teamMemberOf(granted.user);
    deps.logger.info('staff: team member added', { uid: member.uid, by: staff.uid, outcome: granted.outcome });
    const answer: TeamAnswer = { members: await listTeam(deps.auth), added: granted.outcome };
    return {
      outcome: granted.outcome,
      after: { uid: member.uid, owner: member.owner },
      answer: json(granted.outcome === 'created' ? 201 : 200, { ...answer }),
    };
  });
}

/**
 * A change to a staff member (owners only): 404 for an account that is not staff; 409 `lastOwner`, changing
 * nothing, when it would take the owner claim from the back office's last owner (an owner removing or
 * demoting themselves). Audited with the member's uid and address, the refusal included.
 */
async function changeTeam(
  uid: string,
  staff: StaffMember,
  deps: StaffDeps,
  action: 'team.owner' | 'team.remove',
  change: { takesOwner: boolean; act: (user: UserRecord) => Promise<unknown>; after: Record<string, unknown> },
): Promise<ApiResponse> {
  if (!staff.owner) return refuse('notOwner');
  const user = await findStaffAccount(deps.auth, uid);
  if (!user) return refuse('notFound');
  const before = teamMemberOf(user);
  const target = { uid, email: before.email };
  return audited(deps, { actor: staff, action, target, before: { owner: before.owner } }, async () => {
    if (change.takesOwner && wouldLeaveNoOwner(await listTeam(deps.auth), user)) {
      return { outcome: 'lastOwner', after: { owner: before.owner }, answer: refuse('lastOwner') };
    }
    await change.act(user);
    deps.logger.info(`staff: ${action}`, { uid, by: staff.uid });
    const answer: TeamAnswer = { members: await listTeam(deps.auth) };
    return { outcome: 'done', after: change.after, answer: json(200, { ...answer }) };
  });
}

function changeOwner(request: ApiRequest, uid: string, staff: StaffMember, deps: StaffDeps) {
  const body = readBody(request, teamOwnerSchema);
  if (!body.ok) return Promise.resolve(body.response);
  const { owner } = body.data;
  return changeTeam(uid, staff, deps, 'team.owner', {
    takesOwner: !owner,
    act: (user) => setOwner(deps.auth, user, owner),
    after: { owner },
  });
}

/** Removes a staff member: both claims taken away and their sessions revoked, so the API refuses them at once. */
function removeStaffMember(uid: string, staff: StaffMember, deps: StaffDeps) {
  return changeTeam(uid, staff, deps, 'team.remove', {
    takesOwner: true,
    act: (user) => revokeStaff(deps.auth, user),
    after: { staff: false, owner: false, sessionsRevoked: true },
  });
}

/** The signed-in member's own settings: nobody changes another's. Audited with the member's uid. */
async function savePreferences(request: ApiRequest, staff: StaffMember, deps: StaffDeps): Promise<ApiResponse> {
  const body = readBody(request, staffPreferencesSchema);
  if (!body.ok) return body.response;
  const before = await deps.preferences.get(staff.uid);
  const target = { uid: staff.uid };
  return audited(deps, { actor: staff, action: 'preferences.save', target, before }, async () => {
    const saved = await deps.preferences.save(staff.uid, body.data, deps.clock.now());
    return { outcome: 'done', after: saved, answer: json(200, { ...saved }) };
  });
}
