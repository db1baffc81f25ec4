import { useCallback, useId, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AvailabilitySettingsView } from '../../../domain/api/staff';
import { DEFAULT_SETTINGS } from '../../../domain/availability/rules';
import { MAX_CALENDAR_URLS } from '../../../domain/staff/schemas';
import { useStaff } from '../context';
import { useSettingsForm, type NoticeUnit } from '../hooks/useSettingsForm';
import { useStaffResource } from '../hooks/useStaffResource';
import { Field, FieldError, FieldRow, Input, Muted, Notice, Select, SmallButton, SubPanel } from '../styles';
import { FormField, SubmitRow } from './FormField';

/** A secret address shown without its secret: the host and the path's start. */
export function maskedUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname.slice(0, 12)}…`;
  } catch {
    return `${url.slice(0, 20)}…`;
  }
}

const duration = (minutes: number) =>
  minutes > 0 && minutes % 60 === 0
    ? `${minutes / 60} hour${minutes === 60 ? '' : 's'}`
    : `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** Minimum notice, buffer after busy times, and the agency's busy calendars. */
export function SettingsPanel() {
  const { api, onSignedOut } = useStaff();
  const read = useCallback(() => api.availabilitySettings(), [api]);
  const { value, loadError, action, change } = useStaffResource(read, onSignedOut);
  return (
    <SubPanel aria-labelledby="staff-settings-heading">
      <h3 id="staff-settings-heading">Notice, buffer and busy calendars</h3>
      {loadError && <Notice $tone="failed">{loadError}</Notice>}
      {value ? (
        <SettingsForm
          key={JSON.stringify(value)}
          settings={value}
          busy={action.kind === 'busy'}
          serverErrors={action.kind === 'refused' ? action.fields : {}}
          onSave={(settings) =>
            void change(() => api.saveAvailabilitySettings(settings), 'Settings saved: visitors see them at once.')
          }
        />
      ) : (
        !loadError && <Muted aria-busy="true">Reading the settings…</Muted>
      )}
      <div role="status">
        {action.kind === 'done' && <Notice $tone="ok">{action.message}</Notice>}
        {action.kind === 'refused' && <Notice $tone="failed">{action.message}</Notice>}
      </div>
    </SubPanel>
  );
}

interface SettingsFormProps {
  settings: AvailabilitySettingsView;
  busy: boolean;
  serverErrors: Record<string, string>;
  onSave(settings: AvailabilitySettingsView): void;
}

function SettingsForm({ settings, busy, serverErrors, onSave }: SettingsFormProps) {
  const { notice, buffer, calendars, submit, invalid } = useSettingsForm(settings, onSave, serverErrors);
  const id = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="staff-settings-heading">
      <FieldRow>
        <FormField
          label="Minimum notice"
          hint={`No start sooner than this after now. Default ${duration(DEFAULT_SETTINGS.noticeMinutes)}.`}
          error={notice.error}
        >
          {(control) => (
            <Inline>
              <Input
                type="number"
                min={0}
                inputMode="decimal"
                value={notice.value}
                onChange={(event) => notice.set(event.target.value)}
                {...control}
              />
              <Select
                aria-label="Notice in"
                value={notice.unit}
                onChange={(event) => notice.setUnit(event.target.value as NoticeUnit)}
              >
                <option value="hours">hours</option>
                <option value="minutes">minutes</option>
              </Select>
            </Inline>
          )}
        </FormField>
        <FormField
          label="Buffer after a busy time (minutes)"
          hint={`Free time kept after each event of the busy calendars. Default ${duration(DEFAULT_SETTINGS.bufferMinutes)}.`}
          error={buffer.error}
        >
          {(control) => (
            <Input
              type="number"
              min={0}
              step={5}
              inputMode="numeric"
              value={buffer.value}
              onChange={(event) => buffer.set(event.target.value)}
              {...control}
            />
          )}
        </FormField>
      </FieldRow>

      <fieldset aria-describedby={`${id}-calendars-hint`}>
        <legend>Busy calendars</legend>
        <Muted id={`${id}-calendars-hint`}>
          The secret iCal addresses of the team&apos;s calendars (in Google Calendar: Settings, the calendar, then
          &ldquo;Secret address in iCal format&rdquo;). Their busy times are not offered. At most {MAX_CALENDAR_URLS}.
        </Muted>
        {calendars.urls.length > 0 && (
          <Urls>
            {calendars.urls.map((url, index) => (
              <li key={url}>
                <code>{maskedUrl(url)}</code>
                <SmallButton
                  type="button"
                  aria-label={`Remove calendar ${maskedUrl(url)}`}
                  onClick={() => calendars.removeUrl(url)}
                >
                  Remove
                </SmallButton>
                <FieldError role="alert">{calendars.urlError(index)}</FieldError>
              </li>
            ))}
          </Urls>
        )}
        {calendars.urls.length < MAX_CALENDAR_URLS && (
          <Inline>
            <Field>
              Add a calendar address
              <Input
                type="url"
                inputMode="url"
                value={calendars.newUrl}
                placeholder="https://calendar.google.com/…/basic.ics"
                onChange={(event) => calendars.setNewUrl(event.target.value)}
              />
            </Field>
            <SmallButton type="button" disabled={!calendars.newUrl.trim()} onClick={calendars.addUrl}>
              Add
            </SmallButton>
          </Inline>
        )}
        <FieldError role="alert">{calendars.error}</FieldError>
        <Muted>Changes to the list apply when you save.</Muted>
      </fieldset>
      <SubmitRow invalid={invalid} busy={busy} label="Save settings" busyLabel="Saving…" />
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  > * {
    flex: 1 1 8rem;
    min-width: 0;
  }
  input {
    width: 100%;
    min-width: 0;
  }
  > button {
    flex: 0 0 auto;
    min-height: 44px;
  }
  > select {
    flex: 0 0 7.5rem;
  }
`;

const Urls = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  code {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  li > span {
    flex-basis: 100%;
  }
`;
