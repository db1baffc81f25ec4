import {
  Component,
  lazy,
  Suspense,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { cardSurface, IconBadge } from '../../components/Section';
import { Button } from '../../components/Button';
import { CheckIcon } from '../../components/icons/UiIcons';
import { Field, TextArea, describedBy } from '../../components/form/FormField';
import { HoneypotField, PersonFields, SelectField } from '../../components/form/fields';
import { useFormSubmission } from '../../components/form/useFormSubmission';
import { useTypedValues } from '../../components/form/useTypedValues';
import { EMAIL_MESSAGES, NAME_MESSAGES, controlError, formErrors } from '../../components/form/validation';
// The catalogue module (already in every page's shell, for the footer), not the services index,
// which would bring every service page's content to /contact.
import { contactServiceChoices } from '../../content/services/catalogue';
import type { ContactServiceValue } from '../../content/services/types';
import { API_ENDPOINTS } from '../../domain/api/endpoints';
import { FIELD_MESSAGES, FORM_TEXT, LIMITS } from '../../domain/forms/fields';
import { useIsClient } from '../../lib/useIsClient';
import { sendContactInquiry } from './api';

export const CONTACT_TEXT = {
  heading: 'Send us a message',
  intro: 'Tell us about your business and what you need. We read every message and reply within 24 hours.',
  submit: FORM_TEXT.contactSubmit,
  submitting: 'Processing...',
  servicePlaceholder: 'Select a service',
  sentHeading: FORM_TEXT.contactSentHeading,
  sentText: FORM_TEXT.contactSentText,
  sendAnother: FORM_TEXT.sendAnother,
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
const VALUE_FIELDS = Object.keys(EMPTY) as (keyof Values)[];

/** The checked fields in screen order, with what each says when it is wrong. */
const RULES = {
  name: NAME_MESSAGES,
  email: EMAIL_MESSAGES,
  service: {},
  message: { missing: FIELD_MESSAGES.messageRequired, tooLong: FIELD_MESSAGES.messageTooLong },
} as const;
type ContactField = keyof typeof RULES;
const CONTACT_FIELDS = Object.keys(RULES) as ContactField[];

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
 *
 * It is a real form: before the app has taken over (or without scripts) it posts itself to the
 * function, which answers with the thank-you page (docs/functions.md); the app then sends JSON
 * instead. What was typed before the app took over is kept (useTypedValues).
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
  const [failed, setFailed] = useState(false);
  /** The server's words when a limit was reached (429), shown under the error text. */
  const [limit, setLimit] = useState<string | undefined>();
  const { status, errors, setFieldError, focusField, submit, reset } = useFormSubmission(
    CONTACT_FIELDS,
    (field) => ids[field],
  );
  /** Hydrated: the form validates itself (inline messages instead of the browser's bubbles). */
  const enhanced = useIsClient();
  const submitRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedValues(formRef, VALUE_FIELDS, (typed) => setValues((current) => ({ ...current, ...typed })));
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  /** 'Send another message' replaced the focused button: focus goes to the name after the render. */
  const focusNameNext = useRef(false);

  // Focus follows the view in the same frame (the element that had it may be gone).
  useLayoutEffect(() => {
    if (status === 'sent') sentHeadingRef.current?.focus();
    if (focusNameNext.current) nameRef.current?.focus();
    focusNameNext.current = false;
  }, [status]);

  const onChange =
    (field: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      // A field already flagged is re-checked as the visitor corrects it.
      if (field !== 'website' && errors[field]) setFieldError(field, controlError(event.target, RULES[field]));
    };

  const showFailure = (serverLimit?: string) => {
    setLimit(serverLimit);
    setFailed(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    submit({
      found: formErrors(event.currentTarget, RULES),
      send: ({ attemptId, fillMs }) => {
        prefetchDialog();
        setFailed(false);
        return sendContactInquiry({ ...values, attemptId, fillMs }, apiOrigin);
      },
      onSent: () => setValues(EMPTY),
      onRefused: (outcome, firstField) => {
        // A 400 naming fields: the server's own words are next to them; the visitor corrects and resends.
        if (outcome.status === 400 && firstField) focusField(firstField);
        else showFailure(outcome.limit);
      },
      onError: () => showFailure(),
    });

  const sendAnother = () => {
    setValues(EMPTY);
    focusNameNext.current = true;
    reset();
  };

  const Frame = labelledBy ? Bare : Card;

  if (status === 'sent') {
    return (
      <Frame>
        <SentPanel role="status" aria-labelledby={ids.sent}>
          <SentMark $size={64} $icon={32} $round $tone="teal" aria-hidden="true">
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
        ref={formRef}
        method="post"
        action={API_ENDPOINTS.contact}
        noValidate={enhanced}
        aria-labelledby={labelledBy ?? ids.heading}
        aria-busy={submitting}
        onFocus={prefetchDialog}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit(event);
        }}
      >
        <Row>
          <PersonFields
            ids={ids}
            values={values}
            errors={errors}
            onChange={onChange}
            labels={{ name: 'Full Name', email: 'Email' }}
            nameRef={nameRef}
          />
        </Row>
        <SelectField
          id={ids.service}
          name="service"
          label="Service"
          note="(optional)"
          placeholder={CONTACT_TEXT.servicePlaceholder}
          options={contactServiceChoices}
          value={values.service}
          error={errors.service}
          onChange={onChange('service')}
        />
        <Field id={ids.message} label="Message" error={errors.message}>
          <TextArea
            id={ids.message}
            name="message"
            rows={6}
            required
            maxLength={LIMITS.message}
            placeholder={FORM_TEXT.messagePlaceholder}
            value={values.message}
            onChange={onChange('message')}
            {...describedBy(ids.message, errors.message)}
          />
        </Field>
        <HoneypotField id={ids.website} value={values.website} onChange={onChange('website')} />
        <Actions>
          <Button ref={submitRef} type="submit" $variant="primary" $size="lg" disabled={submitting}>
            {submitting ? CONTACT_TEXT.submitting : CONTACT_TEXT.submit}
          </Button>
        </Actions>
      </Form>

      {failed && (
        <DialogFallback fallback={<InlineFailure role="alert">{CONTACT_TEXT.errorText}</InlineFailure>}>
          <Suspense fallback={null}>
            <Dialog
              open
              onClose={() => setFailed(false)}
              title={CONTACT_TEXT.errorTitle}
              icon={
                <ErrorMark $size={36} $round $tone="danger" aria-hidden="true">
                  !
                </ErrorMark>
              }
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
  ${cardSurface}
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

const SentMark = styled(IconBadge)`
  margin-bottom: ${({ theme }) => theme.space[5]};
`;

const ErrorMark = styled(IconBadge)`
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
