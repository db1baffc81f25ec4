/**
 * The back office's client of the staff API (docs/staff.md; the contract: src/domain/api/staff.ts). Every
 * request carries the signed-in account's ID token. An expired token (401 `sessionEnded`) is refreshed once
 * and the request sent again; a second refusal is the caller's to show. Answers are outcomes, never throws,
 * except when the network fails (the browser's own error).
 */
import {
  STAFF_MESSAGES,
  STAFF_ROUTES,
  type AuditListQuery,
  type AuditView,
  type AvailabilitySettingsRequest,
  type AvailabilitySettingsView,
  type BookingListQuery,
  type ClosureAnswer,
  type ClosureRequest,
  type ErasureReport,
  type LeadKind,
  type LeadListQuery,
  type LeadUpdateRequest,
  type Page,
  type PipelineSummary,
  type PrivacyEraseRequest,
  type PrivacyRecord,
  type StaffBooking,
  type StaffClosure,
  type StaffFeed,
  type StaffLead,
  type StaffMe,
  type StaffPreferences,
  type StaffRefusal,
  type TeamAddRequest,
  type TeamAnswer,
} from '../../domain/api/staff';

export type StaffOutcome<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      status: number;
      reason: StaffRefusal;
      /** The server's words, or the back office's for the reason. */
      message: string;
      /** The refused parameters of a 400. */
      fields: Record<string, string>;
      /** A lead that failed delivery again (502) comes back with its new state. */
      lead?: StaffLead;
    };

export interface BookingChange {
  booking: StaffBooking;
  /** Whether the visitor's email went out now (else the sweep retries it). */
  emailed: boolean;
}

/** A file the API answered (CSV export, privacy export), to save as a download. */
export interface FileDownload {
  blob: Blob;
  filename: string;
}

export interface StaffApi {
  me(): Promise<StaffOutcome<StaffMe>>;
  bookings(query: BookingListQuery): Promise<StaffOutcome<Page<StaffBooking>>>;
  leads(query: LeadListQuery): Promise<StaffOutcome<Page<StaffLead>>>;
  updateLead(kind: LeadKind, id: string, update: LeadUpdateRequest): Promise<StaffOutcome<{ lead: StaffLead }>>;
  addNote(kind: LeadKind, id: string, text: string): Promise<StaffOutcome<{ lead: StaffLead }>>;
  pipeline(): Promise<StaffOutcome<PipelineSummary>>;
  retryDelivery(kind: LeadKind, id: string): Promise<StaffOutcome<{ lead: StaffLead }>>;
  retryTeamNotice(kind: LeadKind, id: string): Promise<StaffOutcome<{ lead: StaffLead }>>;
  move(slotId: string, datetime: string, expectedStart: string): Promise<StaffOutcome<BookingChange>>;
  cancel(slotId: string, expectedStart: string): Promise<StaffOutcome<BookingChange>>;
  exportCsv(kind: 'bookings' | 'inquiries'): Promise<StaffOutcome<FileDownload>>;
  closures(): Promise<StaffOutcome<{ closures: StaffClosure[] }>>;
  addClosure(closure: ClosureRequest): Promise<StaffOutcome<ClosureAnswer>>;
  removeClosure(id: string): Promise<StaffOutcome<unknown>>;
  availabilitySettings(): Promise<StaffOutcome<AvailabilitySettingsView>>;
  saveAvailabilitySettings(settings: AvailabilitySettingsRequest): Promise<StaffOutcome<AvailabilitySettingsView>>;
  feed(): Promise<StaffOutcome<StaffFeed>>;
  rotateFeed(): Promise<StaffOutcome<StaffFeed>>;
  audit(query: AuditListQuery): Promise<StaffOutcome<Page<AuditView>>>;
  privacy(email: string): Promise<StaffOutcome<PrivacyRecord>>;
  exportPrivacy(email: string): Promise<StaffOutcome<FileDownload>>;
  erase(request: PrivacyEraseRequest): Promise<StaffOutcome<{ erasure: ErasureReport }>>;
  team(): Promise<StaffOutcome<TeamAnswer>>;
  addStaff(request: TeamAddRequest): Promise<StaffOutcome<TeamAnswer>>;
  setOwner(uid: string, owner: boolean): Promise<StaffOutcome<TeamAnswer>>;
  removeStaff(uid: string): Promise<StaffOutcome<TeamAnswer>>;
  preferences(): Promise<StaffOutcome<StaffPreferences>>;
  savePreferences(preferences: StaffPreferences): Promise<StaffOutcome<StaffPreferences>>;
}

/** The ID token to send: the current one, or (`refresh`) a new one. Null when nobody is signed in. */
export type TokenSource = (refresh: boolean) => Promise<string | null>;

const REASONS = new Set<string>(Object.keys(STAFF_MESSAGES));

function queryString(query: BookingListQuery | LeadListQuery | AuditListQuery): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value as string | number));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filename of a `Content-Disposition: attachment; filename="…"` header. */
export function attachmentName(header: string | null, fallback: string): string {
  const quoted = /filename="([^"]+)"/i.exec(header ?? '')?.[1];
  const bare = /filename=([^;\s]+)/i.exec(header ?? '')?.[1];
  return quoted ?? bare ?? fallback;
}

async function refusal(response: Response): Promise<Extract<StaffOutcome<never>, { ok: false }>> {
  let body: { error?: unknown; reason?: unknown; fields?: unknown; lead?: unknown } = {};
  try {
    body = ((await response.json()) as typeof body | null) ?? {};
  } catch {
    // Not JSON (a proxy's page): the status decides.
  }
  const reason: StaffRefusal =
    typeof body.reason === 'string' && REASONS.has(body.reason)
      ? (body.reason as StaffRefusal)
      : response.status === 401
        ? 'signIn'
        : response.status === 403
          ? 'notStaff'
          : 'failed';
  const fields =
    typeof body.fields === 'object' && body.fields !== null
      ? Object.fromEntries(
          Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : {};
  return {
    ok: false,
    status: response.status,
    reason,
    message: typeof body.error === 'string' ? body.error : STAFF_MESSAGES[reason],
    fields,
    ...(typeof body.lead === 'object' && body.lead !== null ? { lead: body.lead as StaffLead } : {}),
  };
}

/** `origin` is '' for the page's own (tests may point it elsewhere). */
export function createStaffApi(token: TokenSource, origin = ''): StaffApi {
  async function send(path: string, init: { method?: string; body?: unknown } = {}): Promise<Response | null> {
    const attempt = async (refresh: boolean) => {
      const idToken = await token(refresh);
      if (!idToken) return null;
      return fetch(`${origin}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          Authorization: `Bearer ${idToken}`,
          ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
    };
    const first = await attempt(false);
    if (first?.status !== 401) return first;
    const { reason } = (await first
      .clone()
      .json()
      .catch(() => ({}))) as { reason?: string };
    return reason === 'sessionEnded' ? attempt(true) : first;
  }

  const signedOut = { ok: false, status: 401, reason: 'signIn', message: STAFF_MESSAGES.signIn, fields: {} } as const;

  async function json<T>(path: string, init?: { method?: string; body?: unknown }): Promise<StaffOutcome<T>> {
    const response = await send(path, init);
    if (!response) return signedOut;
    if (!response.ok) return refusal(response);
    return { ok: true, value: (await response.json()) as T };
  }

  return {
    me: () => json(STAFF_ROUTES.me),
    bookings: (query) => json(`${STAFF_ROUTES.bookings}${queryString(query)}`),
    leads: (query) => json(`${STAFF_ROUTES.inquiries}${queryString(query)}`),
    updateLead: (kind, id, update) => json(STAFF_ROUTES.lead(kind, id), { method: 'PATCH', body: update }),
    addNote: (kind, id, text) => json(STAFF_ROUTES.leadNotes(kind, id), { method: 'POST', body: { text } }),
    pipeline: () => json(STAFF_ROUTES.pipeline),
    retryDelivery: (kind, id) => json(STAFF_ROUTES.retryDelivery(kind, id), { method: 'POST', body: {} }),
    retryTeamNotice: (kind, id) => json(STAFF_ROUTES.retryTeamNotice(kind, id), { method: 'POST', body: {} }),
    move: (slotId, datetime, expectedStart) =>
      json(STAFF_ROUTES.move(slotId), { method: 'POST', body: { datetime, expectedStart } }),
    cancel: (slotId, expectedStart) => json(STAFF_ROUTES.cancel(slotId), { method: 'POST', body: { expectedStart } }),
    closures: () => json(STAFF_ROUTES.closures),
    addClosure: (closure) => json(STAFF_ROUTES.closures, { method: 'POST', body: closure }),
    removeClosure: (id) => json(STAFF_ROUTES.closure(id), { method: 'DELETE' }),
    availabilitySettings: () => json(STAFF_ROUTES.availabilitySettings),
    saveAvailabilitySettings: (settings) => json(STAFF_ROUTES.availabilitySettings, { method: 'PUT', body: settings }),
    feed: () => json(STAFF_ROUTES.feed),
    rotateFeed: () => json(STAFF_ROUTES.rotateFeed, { method: 'POST', body: {} }),
    audit: (query) => json(`${STAFF_ROUTES.audit}${queryString(query)}`),
    privacy: (email) => json(STAFF_ROUTES.privacy(email)),
    erase: (request) => json(STAFF_ROUTES.privacyErase, { method: 'POST', body: request }),
    team: () => json(STAFF_ROUTES.team),
    addStaff: (request) => json(STAFF_ROUTES.team, { method: 'POST', body: request }),
    setOwner: (uid, owner) => json(STAFF_ROUTES.teamMember(uid), { method: 'PATCH', body: { owner } }),
    removeStaff: (uid) => json(STAFF_ROUTES.teamMember(uid), { method: 'DELETE' }),
    preferences: () => json(STAFF_ROUTES.preferences),
    savePreferences: (preferences) => json(STAFF_ROUTES.preferences, { method: 'PUT', body: preferences }),
    exportCsv: (kind) => file(STAFF_ROUTES.export(kind), `lakeforge-${kind}.csv`),
    exportPrivacy: (email) => file(STAFF_ROUTES.privacyExport(email), 'lakeforge-privacy.json'),
  };

  async function file(path: string, fallback: string): Promise<StaffOutcome<FileDownload>> {
    const response = await send(path);
    if (!response) return signedOut;
    if (!response.ok) return refusal(response);
    const filename = attachmentName(response.headers.get('Content-Disposition'), fallback);
    return { ok: true, value: { blob: await response.blob(), filename } };
  }
}
