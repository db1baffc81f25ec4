import { useCallback, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AvailabilitySettingsView } from '../../../domain/api/staff';
import { MAX_CALENDAR_URLS } from '../../../domain/staff/schemas';
import { useStaff } from '../context';
import { useStaffResource } from '../hooks/useStaffResource';
import { FieldError, FieldRow as Row, Actions, Field, Input, Muted, Notice, Select, SmallButton } from '../styles';

/** A secret address shown without its secret: the host and the path's start. */
export function maskedUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname.slice(0, 12)}…`;
  } catch {
    return `${url.slice(0, 20)}…`;
  }
}

type Unit = 'minutes' | 'hours';
const unitOf = (minutes: number): Unit => (minutes > 0 && minutes % 60 === 0 ? 'hours' : 'minutes');

/** Minimum notice, buffer after busy times, and the agency's busy calendars. */
export function SettingsPanel() {
  const { api, onSignedOut } = useStaff();
  const read = useCallback(() => api.availabilitySettings(), [api]);
  const { value, loadError, action, change } = useStaffResource(read, onSignedOut);
  return (
    <Block aria-labelledby="staff-settings-heading">
      <h3 id="staff-settings-heading">Notice, buffer and busy calendars</h3>
      {loadError && <Notice $tone="failed">{loadError}</Notice>}
      {value ? (
        <SettingsForm
          key={JSON.stringify(value)}
          settings={value}
          busy={action.kind === 'busy'}
          fields={action.kind === 'refused' ? action.fields : {}}
          onSave={(settings) =>
            void change(() => api.saveAvailabilitySettings(settings), 'Settings saved: visitors see them at once.')
          }
        />
      ) : (
        !loadError && <Muted aria-busy="true">Reading the settings…</Muted>
      )}
      <div role="status" aria-live="polite">
        {action.kind === 'done' && <Notice $tone="ok">{action.message}</Notice>}
        {action.kind === 'refused' && <Notice $tone="failed">{action.message}</Notice>}
      </div>
    </Block>
  );
}

interface SettingsFormProps {
  settings: AvailabilitySettingsView;
  busy: boolean;
  fields: Record<string, string>;
  onSave(settings: AvailabilitySettingsView): void;
}

function SettingsForm({ settings, busy, fields, onSave }: SettingsFormProps) {
  const [noticeUnit, setNoticeUnit] = useState<Unit>(unitOf(settings.noticeMinutes));
  const [notice, setNotice] = useState(String(settings.noticeMinutes / (noticeUnit === 'hours' ? 60 : 1)));
  const [buffer, setBuffer] = useState(String(settings.bufferMinutes));
  const [urls, setUrls] = useState(settings.calendarUrls);
  const [newUrl, setNewUrl] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave({
      noticeMinutes: Math.round(Number(notice) * (noticeUnit === 'hours' ? 60 : 1)),
      bufferMinutes: Math.round(Number(buffer)),
      calendarUrls: urls,
    });
  };
  const calendarError = Object.entries(fields).find(([name]) => name.startsWith('calendarUrls'))?.[1] ?? '';

  return (
    <Form onSubmit={submit} noValidate>
      <Row>
        <Field>
          Minimum notice
          <Inline>
            <Input
              type="number"
              min={0}
              inputMode="numeric"
              value={notice}
              onChange={(event) => setNotice(event.target.value)}
              aria-invalid={!!fields.noticeMinutes}
            />
            <Select
              aria-label="Notice unit"
              value={noticeUnit}
              onChange={(event) => setNoticeUnit(event.target.value as Unit)}
            >
              <option value="hours">hours</option>
              <option value="minutes">minutes</option>
            </Select>
          </Inline>
          <FieldError>{fields.noticeMinutes}</FieldError>
        </Field>
        <Field>
          Buffer after a busy time (minutes)
          <Input
            type="number"
            min={0}
            step={15}
            inputMode="numeric"
            value={buffer}
            onChange={(event) => setBuffer(event.target.value)}
            aria-invalid={!!fields.bufferMinutes}
          />
          <FieldError>{fields.bufferMinutes}</FieldError>
        </Field>
      </Row>
      <Muted>
        Busy calendars: the secret iCal addresses of the team&apos;s calendars (Google Calendar: Settings → the calendar
        → &quot;Secret address in iCal format&quot;). Their busy times are not offered. At most {MAX_CALENDAR_URLS}.
      </Muted>
      <Urls>
        {urls.map((url) => (
          <li key={url}>
            <code>{maskedUrl(url)}</code>
            <SmallButton
              type="button"
              aria-label={`Remove calendar ${maskedUrl(url)}`}
              onClick={() => setUrls((current) => current.filter((each) => each !== url))}
            >
              Remove
            </SmallButton>
          </li>
        ))}
      </Urls>
      {urls.length < MAX_CALENDAR_URLS && (
        <Inline>
          <Field>
            Add a calendar address
            <Input
              type="url"
              value={newUrl}
              placeholder="https://calendar.google.com/…/basic.ics"
              onChange={(event) => setNewUrl(event.target.value)}
            />
          </Field>
          <SmallButton
            type="button"
            disabled={!newUrl.trim()}
            onClick={() => {
              setUrls((current) => [...current, newUrl.trim()]);
              setNewUrl('');
            }}
          >
            Add
          </SmallButton>
        </Inline>
      )}
      <FieldError role="alert">{calendarError}</FieldError>
      <Actions>
        <SmallButton type="submit" $variant="primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </SmallButton>
      </Actions>
    </Form>
  );
}

export const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space[2]};
  > * {
    flex: 1 1 8rem;
  }
  > button {
    flex: 0 0 auto;
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
  }
  code {
    overflow-wrap: anywhere;
  }
`;
