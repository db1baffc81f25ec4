import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AvailabilitySettingsView } from '../../../domain/api/staff';
import type { StaffOutcome } from '../api';
import { fakeApi, invalid, ok } from '../../../../tests/utils/staffApi';
import { deferred, renderStaff } from '../../../../tests/utils/staffRender';
import { SettingsPanel } from './SettingsPanel';

const calendar = 'https://calendar.example.com/private-abc123/basic.ics';
const saved: AvailabilitySettingsView = { noticeMinutes: 120, bufferMinutes: 0, calendarUrls: [calendar] };

describe('SettingsPanel', () => {
  it('shows the notice in hours, the buffer, the defaults and each calendar without its secret', async () => {
    const { api } = fakeApi({ availabilitySettings: () => ok(saved) });
    renderStaff(<SettingsPanel />, api);
    const notice = await screen.findByLabelText('Minimum notice');
    expect(notice).toHaveValue(2);
    expect(screen.getByLabelText('Notice in')).toHaveValue('hours');
    expect(notice).toHaveAccessibleDescription('No start sooner than this after now. Default 2 hours.');
    expect(screen.getByLabelText('Buffer after a busy time (minutes)')).toHaveAccessibleDescription(
      'Free time kept after each event of the busy calendars. Default 0 minutes.',
    );
    expect(screen.getByText('calendar.example.com/private-abc…')).toBeInTheDocument();
    expect(screen.queryByText(calendar)).not.toBeInTheDocument();
  });

  it('saves minutes, with an address typed but not yet added; shows progress and announces it', async () => {
    const user = userEvent.setup();
    const answer = deferred<StaffOutcome<AvailabilitySettingsView>>();
    const { api, calls } = fakeApi({
      availabilitySettings: () => ok(saved),
      saveAvailabilitySettings: () => answer.promise,
    });
    renderStaff(<SettingsPanel />, api);
    await user.clear(await screen.findByLabelText('Minimum notice'));
    await user.type(screen.getByLabelText('Minimum notice'), '1.5');
    await user.clear(screen.getByLabelText('Buffer after a busy time (minutes)'));
    await user.type(screen.getByLabelText('Buffer after a busy time (minutes)'), '15');
    await user.click(screen.getByRole('button', { name: /^Remove calendar/ }));
    await user.type(screen.getByLabelText('Add a calendar address'), 'https://outlook.example.com/owa/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    const sent = { noticeMinutes: 90, bufferMinutes: 15, calendarUrls: ['https://outlook.example.com/owa/cal.ics'] };
    expect(calls.find((call) => call.method === 'saveAvailabilitySettings')!.args).toEqual([sent]);

    answer.resolve({ ok: true, value: sent });
    expect(await screen.findByText('Settings saved: visitors see them at once.')).toBeInTheDocument();
    expect(screen.getByLabelText('Minimum notice')).toHaveValue(90);
    expect(screen.getByLabelText('Notice in')).toHaveValue('minutes');
  });

  it('asks for numbers before sending anything', async () => {
    const user = userEvent.setup();
    const { api, calls } = fakeApi({ availabilitySettings: () => ok(saved) });
    renderStaff(<SettingsPanel />, api);
    await user.clear(await screen.findByLabelText('Minimum notice'));
    await user.clear(screen.getByLabelText('Buffer after a busy time (minutes)'));
    await user.type(screen.getByLabelText('Buffer after a busy time (minutes)'), '7.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(screen.getByLabelText('Minimum notice')).toBeInvalid();
    expect(screen.getByLabelText('Minimum notice')).toHaveAccessibleDescription(
      /Enter a number of hours, 0 or more\.$/,
    );
    expect(screen.getByLabelText('Buffer after a busy time (minutes)')).toHaveAccessibleDescription(
      /Enter a whole number of minutes, 0 or more\.$/,
    );
    expect(screen.getByText('Check the fields marked above.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'saveAvailabilitySettings')).toBe(false);
  });

  it("shows the server's refusal of an address beside it, and keeps the form as typed", async () => {
    const user = userEvent.setup();
    const { api } = fakeApi({
      availabilitySettings: () => ok({ ...saved, calendarUrls: [] }),
      saveAvailabilitySettings: () =>
        Promise.resolve(invalid({ 'calendarUrls.0': "Use the calendar's secret https address." })),
    });
    renderStaff(<SettingsPanel />, api);
    await user.type(await screen.findByLabelText('Add a calendar address'), 'http://calendar.example.com/a.ics');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    const address = screen.getByText('calendar.example.com/a.ics…').closest('li')!;
    expect(within(address).getByRole('alert')).toHaveTextContent("Use the calendar's secret https address.");
  });

  it('says when the settings could not be read', async () => {
    const { api } = fakeApi({ availabilitySettings: () => Promise.reject(new Error('offline')) });
    renderStaff(<SettingsPanel />, api);
    expect(await screen.findByText('The back office did not answer. Try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
  });
});
