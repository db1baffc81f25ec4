import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadListQuery } from '../../../domain/api/staff';
import { fakeApi, invalid, lead, ok, page, refused } from '../../../../tests/utils/staffApi';
import { dayAfter, leadQuery, NO_FILTERS, useLeads, type LeadFilters } from './useLeads';

const signedOut = () => {};

describe('leadQuery', () => {
  it('sends only the filters set, the last day of the range included, and a search long enough to send', () => {
    expect(leadQuery(NO_FILTERS)).toEqual({});
    expect(
      leadQuery({
        kind: 'service',
        status: 'qualified',
        owner: 'grace@lakeforge.ca',
        channel: 'search',
        deliveryFailed: true,
        from: '2027-03-01',
        to: '2027-03-31',
        q: ' ad ',
      }),
    ).toEqual({
      kind: 'service',
      status: 'qualified',
      owner: 'grace@lakeforge.ca',
      channel: 'search',
      deliveryFailed: 'true',
      from: '2027-03-01',
      to: '2027-04-01',
      q: 'ad',
    });
    expect(leadQuery({ ...NO_FILTERS, q: 'a' })).toEqual({});
    expect(dayAfter('2027-12-31')).toBe('2028-01-01');
  });
});

describe('useLeads', () => {
  it('reads the first page, appends the next on "load more", and starts again when the filters change', async () => {
    const queries: LeadListQuery[] = [];
    const { api } = fakeApi({
      leads: (query) => {
        queries.push(query);
        if (query.kind === 'service') return page([lead({ id: 's1', kind: 'service' })]);
        return query.cursor === 'c1' ? page([lead({ id: 'l2' })]) : page([lead({ id: 'l1' })], 'c1');
      },
    });
    const { result, rerender } = renderHook(
      ({ filters }: { filters: LeadFilters }) => useLeads(api, filters, signedOut),
      {
        initialProps: { filters: NO_FILTERS },
      },
    );
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(result.current.list.hasMore).toBe(true);
    act(() => result.current.list.loadMore());
    await waitFor(() => expect(result.current.list.items.map((item) => item.id)).toEqual(['l1', 'l2']));
    expect(result.current.list.hasMore).toBe(false);

    rerender({ filters: { ...NO_FILTERS, kind: 'service' } });
    expect(result.current.list.status).toBe('loading');
    await waitFor(() => expect(result.current.list.items.map((item) => item.id)).toEqual(['s1']));
    expect(queries.map((query) => query.kind ?? '')).toEqual(['', '', 'service']);
  });

  it('drops the answer to filters that changed meanwhile', async () => {
    let answerOld!: () => void;
    const { api } = fakeApi({
      leads: (query) =>
        query.q === 'old'
          ? new Promise((resolve) => (answerOld = () => void page([lead({ id: 'old' })]).then(resolve)))
          : page([lead({ id: 'new' })]),
    });
    const { result, rerender } = renderHook(
      ({ filters }: { filters: LeadFilters }) => useLeads(api, filters, signedOut),
      {
        initialProps: { filters: { ...NO_FILTERS, q: 'old' } },
      },
    );
    rerender({ filters: { ...NO_FILTERS, q: 'new' } });
    await waitFor(() => expect(result.current.list.items.map((item) => item.id)).toEqual(['new']));
    act(() => answerOld());
    await act(() => Promise.resolve());
    expect(result.current.list.items.map((item) => item.id)).toEqual(['new']);
  });

  it('moves a lead on with an owner, then adds a note, showing the lead as the server answered each time', async () => {
    let changes = 0;
    const { api, calls } = fakeApi({
      leads: () => page([lead()]),
      updateLead: (_kind, _id, update) =>
        ok({ lead: lead({ status: update.status, owner: update.owner ?? null, updatedBy: 'ada@lakeforge.ca' }) }),
      addNote: (_kind, _id, text) =>
        ok({
          lead: lead({
            status: 'contacted',
            owner: 'ada@lakeforge.ca',
            notes: [{ at: '2027-04-12T13:00:00.000Z', by: 'ada@lakeforge.ca', text }],
          }),
        }),
    });
    const { result } = renderHook(() => useLeads(api, NO_FILTERS, signedOut, () => changes++));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    const update = { status: 'contacted', owner: 'ada@lakeforge.ca' } as const;
    await act(() => result.current.save(result.current.list.items[0]!, update));
    expect(calls.at(-1)).toEqual({ method: 'updateLead', args: ['contact', 'l1', update] });
    expect(result.current.list.items[0]).toMatchObject({ ...update, updatedBy: 'ada@lakeforge.ca' });
    expect(result.current.action).toMatchObject({
      kind: 'done',
      message: "Saved: Grace Hopper's lead is contacted, owned by ada@lakeforge.ca.",
    });
    await act(() => result.current.addNote(result.current.list.items[0]!, 'Called back'));
    expect(calls.at(-1)).toEqual({ method: 'addNote', args: ['contact', 'l1', 'Called back'] });
    expect(result.current.list.items[0]!.notes).toEqual([
      { at: '2027-04-12T13:00:00.000Z', by: 'ada@lakeforge.ca', text: 'Called back' },
    ]);
    expect(result.current.action).toMatchObject({ kind: 'done', message: "Note added to Grace Hopper's lead." });
    // Each change has the pipeline's counts read again.
    expect(changes).toBe(2);
  });

  it("shows the server's reason for a refused note", async () => {
    const { api } = fakeApi({
      leads: () => page([lead()]),
      addNote: () => Promise.resolve(invalid({ text: 'Write the note first.' })),
    });
    const { result } = renderHook(() => useLeads(api, NO_FILTERS, signedOut));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    expect(await act(() => result.current.addNote(result.current.list.items[0]!, ' '))).toBe(false);
    expect(result.current.action).toMatchObject({ kind: 'refused', message: 'Write the note first.' });
  });

  it('after a retried delivery fails again, shows the lead’s new state and says it will be retried', async () => {
    const failed = lead({ delivery: { status: 'failed', attempts: 3, error: 'SendGrid 500' } });
    const { api } = fakeApi({
      leads: () => page([failed]),
      retryDelivery: () =>
        Promise.resolve({
          ...refused(502, 'failed'),
          lead: lead({ delivery: { status: 'failed', attempts: 4, error: 'SendGrid 503' } }),
        }),
    });
    const { result } = renderHook(() => useLeads(api, NO_FILTERS, signedOut));
    await waitFor(() => expect(result.current.list.status).toBe('ready'));
    await act(() => result.current.retry(failed));
    expect(result.current.list.items[0]!.delivery).toMatchObject({ attempts: 4, error: 'SendGrid 503' });
    expect(result.current.action).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/retried automatically/),
    });
  });

  it('ends the session when the API still refuses it after a fresh token', async () => {
    let ended = 0;
    const { api } = fakeApi({ leads: () => Promise.resolve(refused(401, 'sessionEnded', 'Your session has ended.')) });
    const { result } = renderHook(() => useLeads(api, NO_FILTERS, () => ended++));
    await waitFor(() => expect(result.current.list.status).toBe('failed'));
    expect(result.current.list.error).toBe('Your session has ended.');
    expect(ended).toBe(1);
  });
});
