/**
 * A list of the staff API read page by page: the first page for the current query, then "Load more"
 * (`nextCursor`). A new query (a new `read`) starts again; an answer to an older request is dropped. Items
 * can be replaced in place after an action (a lead marked handled).
 */
import { useCallback, useEffect, useState } from 'react';
import type { Page } from '../../../domain/api/staff';
import type { StaffOutcome } from '../api';
import { useSignedOut } from './useSignedOut';

export type ListStatus = 'loading' | 'ready' | 'loadingMore' | 'failed';

export interface PagedList<T> {
  items: T[];
  status: ListStatus;
  /** Why the last read failed. */
  error: string;
  /** Whether a next page exists. */
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
  replace(matches: (item: T) => boolean, next: T): void;
}

type Read<T> = (cursor: string | undefined) => Promise<StaffOutcome<Page<T>>>;

/** A page asked for: of which list, after which cursor, and the how-many-th request (a reload asks again). */
interface Request<T> {
  read: Read<T>;
  after: string | undefined;
  count: number;
}

interface Loaded<T> extends Request<T> {
  items: T[];
  cursor: string | null;
  error: string;
}

const sameRequest = <T>(a: Request<T>, b: Request<T>) =>
  a.read === b.read && a.after === b.after && a.count === b.count;

export function usePagedList<T>(read: Read<T>, onSignedOut: () => void): PagedList<T> {
  const [asked, setAsked] = useState<Request<T>>({ read, after: undefined, count: 0 });
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const signedOut = useSignedOut(onSignedOut);
  // A new query asks for its first page.
  const request: Request<T> = asked.read === read ? asked : { read, after: undefined, count: asked.count };
  const { after, count } = request;

  useEffect(() => {
    let live = true;
    const settle = (outcome: StaffOutcome<Page<T>>) => {
      if (!live) return;
      if (!outcome.ok && outcome.status === 401) signedOut();
      setLoaded((previous) => {
        const earlier = previous?.read === read ? previous.items : [];
        if (!outcome.ok)
          return { read, after, count, items: earlier, cursor: previous?.cursor ?? null, error: outcome.message };
        const items = after ? [...earlier, ...outcome.value.items] : outcome.value.items;
        return { read, after, count, items, cursor: outcome.value.nextCursor, error: '' };
      });
    };
    read(after).then(settle, () =>
      settle({ ok: false, status: 0, reason: 'failed', message: 'The back office did not answer.', fields: {} }),
    );
    return () => {
      live = false;
    };
  }, [read, after, count, signedOut]);

  const current = loaded?.read === read ? loaded : null;
  const settled = loaded !== null && sameRequest(loaded, request);
  const status: ListStatus = settled ? (loaded.error ? 'failed' : 'ready') : after ? 'loadingMore' : 'loading';
  const cursor = current?.cursor ?? null;

  const loadMore = useCallback(() => {
    if (cursor) setAsked({ read, after: cursor, count: count + 1 });
  }, [cursor, read, count]);
  const reload = useCallback(() => setAsked({ read, after: undefined, count: count + 1 }), [read, count]);
  const replace = useCallback((matches: (item: T) => boolean, next: T) => {
    setLoaded((previous) =>
      previous ? { ...previous, items: previous.items.map((item) => (matches(item) ? next : item)) } : previous,
    );
  }, []);

  return {
    items: current?.items ?? [],
    status,
    error: settled ? loaded.error : '',
    hasMore: cursor !== null,
    loadMore,
    reload,
    replace,
  };
}
