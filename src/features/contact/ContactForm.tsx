import {
  Component,
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { CheckIcon, ChevronDownIcon } from '../../components/icons/UiIcons';
import { company } from '../../content/company';
// The catalogue module (already in every page's shell, for the footer), not the services index,
// which would bring every service page's content to /contact.
import { contactServiceChoices } from '../../content/services/catalogue';
import type { ContactServiceValue } from '../../content/services/types';
import { LIMITS } from '../../domain/forms/fields';
import { newAttemptId } from '../../lib/api';
import { useFillTimer } from '../../lib/fillTime';
import { sendContactInquiry } from './api';
import { Field, Input, Select, SelectWrap, TextArea, describedBy } from '../../components/FormField';
import { CONTACT_FIELDS, controlError, formErrors, type ContactField } from './validation';

export const CONTACT_TEXT = {
  heading: 'Send us a message',
  intro: 'Tell us about your business and what you need. We read every message and reply within 24 hours.',
  submit: 'Send Message',
  submitting: 'Processing...',
  servicePlaceholder: 'Select a service',
  sentHeading: 'Thank you for reaching out!',
  sentText: "Your message is on its way to our team. We'll reply within 24 hours.",
  sendAnother: 'Send another message',
  errorTitle: 'Error',
  errorText: 'Failed to send message. Please try again later.',
  close: 'Close',
} as const;

interface Values {
  name: string;
  email: string;
  service: '' | ContactServiceValue;
  message: string;
  /** Honeypot (hidden from people). */
  website: string;
}

const EMPTY: Values = { name: '', email: '', service: '', message: '', website: '' };

type Status = 'idle' | 'submitting' | 'sent';
type Errors = Partial<Record<ContactField, string>>;

/**
 * The Error dialog (and the animation library it uses) is not part of the page's first load: it is
 * fetched as soon as the visitor starts on the form, long before a failure could show it.
 */
const loadDialog = () => import('../../components/Dialog');
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));
const prefetchDialog = () => {
  loadDialog().catch(() => {
    // Offline: the inline fallback below will say what the dialog would have said.
  });
};

/** If the dialog's code cannot load (the connection is gone), the message still shows, inline. */
class DialogFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const subscribeNever = () => () => {};
/** False while prerendering and hydrating, true afterwards. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

export interface ContactFormProps {
  /** Origin of the API ('' = this site). Tests point it at a local server. */
  apiOrigin?: string;
  /**
   * Id of a heading the page already shows around the form: the form is named by it and draws no
   * card, heading or introduction of its own. Without it the form comes in its own card.
   */
  labelledBy?: string;
}

/**
 * The 'Let's Connect' contact form: idle → submitting ('Processing...') → sent (a thank-you panel
 * whose 'Send another message' returns to an empty form). A failed send opens the 'Error' dialog and
 * keeps what was typed; the retry reuses the attempt's id so the server can recognise a repeat.
 */
export function ContactForm({ apiOrigin = '', labelledBy }: ContactFormProps) {
  const id = useId();
  const ids = {
    heading: `${id}-heading`,
    name: `${id}-name`,
    email: `${id}-email`,
    service: `${id}-service`,
    message: `${id}-message`,
    website: `${id}-website`,
    sent: `${id}-sent`,
    errorText: `${id}-error-text`,
  };
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>('idle');
  const [failed, setFailed] = useState(false);
  /** The server's words when a limit was reached (429), shown under the error text. */
  const [limit, setLimit] = useState<string | undefined>();
  const fillTimer = useFillTimer();
  /** Hydrated: the form validates itself (inline messages instead of the browser's bubbles). */
  const enhanced = useIsClient();
  const attemptId = useRef<string | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  /** Where focus goes after the next render (after a state change that replaces the focused element). */
  const focusNext = useRef<'sent' | 'name' | null>(null);

  // Focus follows the view in the same frame (the element that had it may be gone).
  useLayoutEffect(() => {
    if (focusNext.current === 'sent') sentHeadingRef.current?.focus();
    if (focusNext.current === 'name') nameRef.current?.focus();
    focusNext.current = null;
  }, [status]);

  const focusField = (field: ContactField) => {
    document.getElementById(ids[field])?.focus();
  };

  const onChange =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A field already flagged is re-checked as the visitor corrects it.
      if (field !== 'website' && errors[field]) {
        setErrors((current) => ({ ...current, [field]: controlError(event.target, field) }));
      }
    };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'submitting') return;
    const found = formErrors(event.currentTarget);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }

    attemptId.current ??= newAttemptId();
    prefetchDialog();
    setFailed(false);
    setStatus('submitting');
    try {
      const outcome = await sendContactInquiry(
        {
          name: values.name,
          email: values.email,
          service: values.service,
          message: values.message,
          website: values.website,
          attemptId: attemptId.current,
          fillMs: fillTimer.elapsed(),
        },
        apiOrigin,
      );
      if (outcome.ok) {
        attemptId.current = null;
        setValues(EMPTY);
        setErrors({});
        focusNext.current = 'sent';
        setStatus('sent');
        return;
      }
      const serverErrors: Errors = {};
      for (const field of CONTACT_FIELDS) {
        if (outcome.fields[field]) serverErrors[field] = outcome.fields[field];
      }
      const firstServerError = CONTACT_FIELDS.find((field) => serverErrors[field]);
      setStatus('idle');
      if (outcome.status === 400 && firstServerError) {
        // The server's own words next to the fields; nothing was stored, the visitor corrects and resends.
        setErrors(serverErrors);
        focusField(firstServerError);
      } else {
        setLimit(outcome.limit);
        setFailed(true);
      }
    } catch {
      setStatus('idle');
      setLimit(undefined);
      setFailed(true);
    }
  };

  const sendAnother = () => {
    setValues(EMPTY);
    setErrors({});
    focusNext.current = 'name';
    fillTimer.restart();
    setStatus('idle');
  };

  const Frame = labelledBy ? Bare : Card;

  if (status === 'sent') {
    return (
      <Frame>
        <SentPanel role="status" aria-labelledby={ids.sent}>
          <SentMark aria-hidden="true">
            <CheckIcon />
          </SentMark>
          <h2 id={ids.sent} ref={sentHeadingRef} tabIndex={-1}>
            {CONTACT_TEXT.sentHeading}
          </h2>
          <p>{CONTACT_TEXT.sentText}</p>
          <Button type="button" $variant="primary" $size="lg" onClick={sendAnother}>
            {CONTACT_TEXT.sendAnother}
          </Button>
        </SentPanel>
      </Frame>
    );
  }

  const submitting = status === 'submitting';
  return (
    <Frame>
      {!labelledBy && (
        <>
          <h2 id={ids.heading}>{CONTACT_TEXT.heading}</h2>
          <Intro>{CONTACT_TEXT.intro}</Intro>
        </>
      )}
      <Form
        method="post"
        noValidate={enhanced}
        aria-labelledby={labelledBy ?? ids.heading}
        aria-busy={submitting}
        onFocus={prefetchDialog}
        onSubmit={(event) => void onSubmit(event)}
      >
        <Row>
          <Field id={ids.name} label="Full Name" error={errors.name}>
            <Input
              ref={nameRef}
              id={ids.name}
              name="name"
              type="text"
              autoComplete="name"
              required
              maxLength={LIMITS.name}
              value={values.name}
              onChange={onChange('name')}
              {...describedBy(ids.name, errors.name)}
            />
          </Field>
          <Field id={ids.email} label="Email" error={errors.email}>
            <Input
              id={ids.email}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              maxLength={LIMITS.email}
              value={values.email}
              onChange={onChange('email')}
              {...describedBy(ids.email, errors.email)}
            />
          </Field>
        </Row>
        <Field id={ids.service} label="Service" note="(optional)" error={errors.service}>
          <SelectWrap>
            <Select
              id={ids.service}
              name="service"
              value={values.service}
              onChange={onChange('service')}
              {...describedBy(ids.service, errors.service)}
            >
              <option value="">{CONTACT_TEXT.servicePlaceholder}</option>
              {contactServiceChoices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
            <ChevronDownIcon />
          </SelectWrap>
        </Field>
        <Field id={ids.message} label="Message" error={errors.message}>
          <TextArea
            id={ids.message}
            name="message"
            rows={6}
            required
            maxLength={LIMITS.message}
            placeholder="What are you hoping to achieve, and by when?"
            value={values.message}
            onChange={onChange('message')}
            {...describedBy(ids.message, errors.message)}
          />
        </Field>
        {/* Honeypot: hidden from people and assistive technology; bots that fill it are ignored. */}
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={ids.website}>Website</label>
          <input
            id={ids.website}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={onChange('website')}
          />
        </div>
        <Actions>
          <Button ref={submitRef} type="submit" $variant="primary" $size="lg" disabled={submitting}>
            {submitting ? CONTACT_TEXT.submitting : CONTACT_TEXT.submit}
          </Button>
          <noscript>
            <NoScript>
              Sending this form needs JavaScript. You can also email us at{' '}
              <a href={`mailto:${company.email}`}>{company.email}</a>.
            </NoScript>
          </noscript>
        </Actions>
      </Form>

      {failed && (
        <DialogFallback fallback={<InlineFailure role="alert">{CONTACT_TEXT.errorText}</InlineFailure>}>
          <Suspense fallback={null}>
            <Dialog
              open
              onClose={() => setFailed(false)}
              title={CONTACT_TEXT.errorTitle}
              icon={<ErrorMark aria-hidden="true">!</ErrorMark>}
              describedBy={ids.errorText}
              returnFocusRef={submitRef}
              size="sm"
            >
              <ErrorText id={ids.errorText}>
                {CONTACT_TEXT.errorText}
                {limit && (
                  <>
                    <br />
                    {limit}
                  </>
                )}
              </ErrorText>
              <DialogActions>
                <Button type="button" $variant="primary" onClick={() => setFailed(false)}>
                  {CONTACT_TEXT.close}
                </Button>
              </DialogActions>
            </Dialog>
          </Suspense>
        </DialogFallback>
      )}
    </Frame>
  );
}

const Card = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space[7]};
  }
  > h2 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Bare = styled.div``;

const Intro = styled.p`
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  > button {
    width: 100%;
  }
  ${({ theme }) => theme.media.sm} {
    align-items: flex-start;
    > button {
      width: auto;
      min-width: 220px;
    }
  }
`;

const NoScript = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SentPanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  padding-block: ${({ theme }) => theme.space[6]};
  text-align: center;
  h2 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    color: ${({ theme }) => theme.colors.ink};
  }
  h2:focus {
    outline: none;
  }
  p {
    max-width: 440px;
    margin-bottom: ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const SentMark = styled.span`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space[5]};
  border-radius: 50%;
  background: rgba(18, 181, 165, 0.14);
  color: ${({ theme }) => theme.colors.teal};
  svg {
    width: 32px;
    height: 32px;
  }
`;

const ErrorMark = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: #fee4e2;
  color: ${({ theme }) => theme.colors.danger};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: 800;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const ErrorText = styled.p`
  margin-bottom: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.text};
`;

const InlineFailure = styled.p`
  margin: ${({ theme }) => theme.space[4]} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const DialogActions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
