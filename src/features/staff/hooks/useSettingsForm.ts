/**
 * The availability settings form: notice (in hours or minutes), buffer (minutes) and the busy calendars' secret
 * addresses. Numbers are checked before sending; an address typed but not yet added is saved with the rest;
 * the server's field errors are shown at their fields (`calendarUrls.N` at the Nth address).
 */
import { useState } from 'react';
import type { AvailabilitySettingsView } from '../../../domain/api/staff';

export type NoticeUnit = 'minutes' | 'hours';

const unitOf = (minutes: number): NoticeUnit => (minutes > 0 && minutes % 60 === 0 ? 'hours' : 'minutes');
const PER_UNIT: Record<NoticeUnit, number> = { minutes: 1, hours: 60 };

/** Minutes from what was typed (hours to the nearest minute), or null when it is not a number, 0 or more. */
function minutesOf(typed: string, unit: NoticeUnit): number | null {
  const amount = typed.trim() === '' ? NaN : Number(typed);
  if (!Number.isFinite(amount) || amount < 0) return null;
  if (unit === 'minutes') return Number.isInteger(amount) ? amount : null;
  return Math.round(amount * PER_UNIT[unit]);
}

const numberError = (unit: NoticeUnit) =>
  unit === 'hours' ? 'Enter a number of hours, 0 or more.' : 'Enter a whole number of minutes, 0 or more.';

export function useSettingsForm(
  settings: AvailabilitySettingsView,
  onSave: (settings: AvailabilitySettingsView) => void,
  serverErrors: Record<string, string>,
) {
  const [noticeUnit, setNoticeUnit] = useState<NoticeUnit>(unitOf(settings.noticeMinutes));
  const [notice, setNotice] = useState(String(settings.noticeMinutes / PER_UNIT[noticeUnit]));
  const [buffer, setBuffer] = useState(String(settings.bufferMinutes));
  const [urls, setUrls] = useState(settings.calendarUrls);
  const [newUrl, setNewUrl] = useState('');
  const [checked, setChecked] = useState<Record<string, string>>({});

  const withNew = (current: string[]) => {
    const url = newUrl.trim();
    return url && !current.includes(url) ? [...current, url] : current;
  };

  const addUrl = () => {
    setUrls(withNew);
    setNewUrl('');
  };
  const removeUrl = (url: string) => setUrls((current) => current.filter((each) => each !== url));

  const submit = () => {
    const noticeMinutes = minutesOf(notice, noticeUnit);
    const bufferMinutes = minutesOf(buffer, 'minutes');
    const errors: Record<string, string> = {};
    if (noticeMinutes === null) errors.noticeMinutes = numberError(noticeUnit);
    if (bufferMinutes === null) errors.bufferMinutes = numberError('minutes');
    setChecked(errors);
    if (noticeMinutes === null || bufferMinutes === null) return;
    const calendarUrls = withNew(urls);
    setUrls(calendarUrls);
    setNewUrl('');
    onSave({ noticeMinutes, bufferMinutes, calendarUrls });
  };

  const errors = { ...serverErrors, ...checked };
  const urlError = (index: number) => errors[`calendarUrls.${index}`] ?? '';
  return {
    notice: {
      value: notice,
      set: setNotice,
      unit: noticeUnit,
      setUnit: setNoticeUnit,
      error: errors.noticeMinutes ?? '',
    },
    buffer: { value: buffer, set: setBuffer, error: errors.bufferMinutes ?? '' },
    calendars: { urls, urlError, newUrl, setNewUrl, addUrl, removeUrl, error: errors.calendarUrls ?? '' },
    submit,
    invalid: Object.keys(checked).length > 0,
  };
}
