import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { cardSurface, IconBadge } from '../../components/Section';
import { HoneypotField, PersonFields, SelectField, TextAreaField } from '../../components/form/fields';
import { CheckIcon } from '../../components/icons/UiIcons';
// The catalogue module (already in every page's shell, for the footer), not the services index,
// which would bring every service page's content to /contact.
import { contactServiceChoices } from '../../content/services/catalogue';
import { FORM_TEXT, LIMITS } from '../../domain/forms/fields';
import { ContactFailureDialog, prefetchDialog } from './ContactFailureDialog';
import { useContactForm } from './hooks/useContactForm';

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
  const {
    ids,
    values,
    errors,
    status,
    onChange,
    formProps,
    onSubmit,
    failure,
    closeFailure,
    sendAnother,
    sentHeadingRef,
    nameRef,
  } = useContactForm({ apiOrigin, onSend: prefetchDialog });
  const submitRef = useRef<HTMLButtonElement>(null);

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
      <Form {...formProps} aria-labelledby={labelledBy ?? ids.heading} onFocus={prefetchDialog} onSubmit={onSubmit}>
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
        <TextAreaField
          id={ids.message}
          label="Message"
          error={errors.message}
          name="message"
          rows={6}
          required
          maxLength={LIMITS.message}
          placeholder={FORM_TEXT.messagePlaceholder}
          value={values.message}
          onChange={onChange('message')}
        />
        <HoneypotField id={ids.website} value={values.website} onChange={onChange('website')} />
        <Actions>
          <Button ref={submitRef} type="submit" $variant="primary" $size="lg" disabled={submitting}>
            {submitting ? CONTACT_TEXT.submitting : CONTACT_TEXT.submit}
          </Button>
        </Actions>
      </Form>

      {failure && (
        <ContactFailureDialog
          title={CONTACT_TEXT.errorTitle}
          text={CONTACT_TEXT.errorText}
          limit={failure.limit}
          closeLabel={CONTACT_TEXT.close}
          textId={ids.errorText}
          returnFocusRef={submitRef}
          onClose={closeFailure}
        />
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
