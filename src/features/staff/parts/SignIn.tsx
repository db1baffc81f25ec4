import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { AccessState, LinkRequest } from '../hooks/useStaffAccess';
import { Field, Input, Muted, Notice, SmallButton } from '../styles';

export interface SignInProps {
  state: Extract<AccessState, { kind: 'signedOut' | 'confirmEmail' }>;
  linkRequest: LinkRequest;
  googleError: string;
  onGoogle(): void;
  onSendLink(email: string): void;
  onConfirmEmail(email: string): void;
}

/** Signed out: Google, or a link by email. A link opened on another device asks for its address first. */
export function SignIn({ state, linkRequest, googleError, onGoogle, onSendLink, onConfirmEmail }: SignInProps) {
  const [email, setEmail] = useState('');
  const emailId = useId();
  const confirming = state.kind === 'confirmEmail';
  const sending = linkRequest.kind === 'sending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    if (confirming) onConfirmEmail(address);
    else onSendLink(address);
  };

  return (
    <Box aria-labelledby={`${emailId}-title`}>
      <h1 id={`${emailId}-title`}>{confirming ? 'Finish signing in' : 'Sign in to the back office'}</h1>
      {state.kind === 'signedOut' && state.notice && <Notice $tone="failed">{state.notice}</Notice>}
      {confirming ? (
        <Muted>This sign-in link was opened on another device or browser. Enter the address it was sent to.</Muted>
      ) : (
        <>
          <Muted>For Lakeforge Digital staff. Use your agency Google account, or get a sign-in link by email.</Muted>
          <SmallButton type="button" $variant="primary" onClick={onGoogle}>
            <GoogleMark />
            Sign in with Google
          </SmallButton>
          {googleError && <Notice $tone="failed">{googleError}</Notice>}
          <Divider>
            <span>or</span>
          </Divider>
        </>
      )}
      <form onSubmit={submit}>
        <Field htmlFor={emailId}>
          Work email
          <Input
            id={emailId}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <SmallButton type="submit" aria-busy={sending} disabled={sending}>
          {confirming ? 'Sign in' : sending ? 'Sending the link…' : 'Email me a sign-in link'}
        </SmallButton>
      </form>
      <div role="status" aria-live="polite">
        {linkRequest.kind === 'sent' && (
          <Notice $tone="ok">
            Check your inbox: we sent a sign-in link to {linkRequest.email}. Open it in this browser to continue.
          </Notice>
        )}
        {linkRequest.kind === 'failed' && <Notice $tone="failed">{linkRequest.message}</Notice>}
        {state.kind === 'confirmEmail' && state.error && <Notice $tone="failed">{state.error}</Notice>}
      </div>
    </Box>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="#fff" />
      <path
        fill="#2454E6"
        d="M17.6 12.2c0-.4 0-.8-.1-1.2H12v2.3h3.2a2.8 2.8 0 0 1-1.2 1.8v1.5h1.9c1.1-1 1.7-2.6 1.7-4.4Z"
      />
      <path
        fill="#0E8F83"
        d="M12 18c1.6 0 3-.5 3.9-1.4L14 15.1c-.5.4-1.2.6-2 .6-1.6 0-2.9-1-3.3-2.4H6.7v1.6A6 6 0 0 0 12 18Z"
      />
      <path fill="#F5A524" d="M8.7 13.3a3.6 3.6 0 0 1 0-2.6V9.1H6.7a6 6 0 0 0 0 5.8l2-1.6Z" />
      <path fill="#B42318" d="M12 8.4c.9 0 1.7.3 2.3.9l1.7-1.7A6 6 0 0 0 6.7 9.1l2 1.6c.4-1.4 1.7-2.3 3.3-2.3Z" />
    </svg>
  );
}

const Box = styled.section`
  max-width: 28rem;
  margin: 0 auto;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.ink};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
  }
  div[role='status'] {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${({ theme }) => theme.colors.border};
  }
`;
