/**
 * The back office (/staff): sign-in, then the sections of `sections.tsx` under one shell. State lives in
 * the hooks (`hooks/`); this arranges it.
 */
import { useCallback, useMemo, useState } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { Link } from '../../components/Link';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { Section } from '../../components/Section';
import { Spinner } from '../../components/Spinner';
import { defaultFirestoreTarget, type FirestoreTarget } from '../../lib/firestoreTarget';
import { createStaffApi, type StaffApi } from './api';
import { StaffContext, type StaffContextValue } from './context';
import { ExportButtons } from './ExportButtons';
import { useStaffAccess } from './hooks/useStaffAccess';
import { SignIn } from './parts/SignIn';
import { STAFF_SECTIONS } from './sections';
import { createStaffSession, type StaffSession } from './session';
import { focusRing, Muted, Notice, SmallButton } from './styles';

export const STAFF_PATH = '/staff';

let browserSession: StaffSession | undefined;
/** One Firebase Auth instance for the page's life (a second `initializeApp` of the same name throws). */
function defaultSession(): StaffSession {
  browserSession ??= createStaffSession();
  return browserSession;
}

export interface StaffAppProps {
  session?: StaffSession;
  api?: StaffApi;
  now?: () => Date;
  firestore?: FirestoreTarget;
}

/** The back office on the site's page background. */
export function StaffApp(props: StaffAppProps) {
  return (
    <Section $tone="surface">
      <Container>
        <BackOffice {...props} />
      </Container>
    </Section>
  );
}

function BackOffice({
  session: givenSession,
  api: givenApi,
  now = () => new Date(),
  firestore: givenFirestore,
}: StaffAppProps) {
  const [firestore] = useState(() => givenFirestore ?? defaultFirestoreTarget());
  const [session] = useState(() => givenSession ?? defaultSession());
  const [api] = useState(() => givenApi ?? createStaffApi((refresh) => session.idToken(refresh)));
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [currentUrl] = useState(() => `${window.location.origin}${pathname}${search}${hash}`);
  const forgetLinkInUrl = useCallback(
    () => navigate({ pathname, search: '' }, { replace: true }),
    [navigate, pathname],
  );
  const access = useStaffAccess({
    session,
    api,
    currentUrl,
    returnUrl: `${window.location.origin}${STAFF_PATH}`,
    forgetLinkInUrl,
    storage: window.localStorage,
  });
  const { state, sessionEnded } = access;
  const owner = state.kind === 'staff' && state.owner;
  const context = useMemo<StaffContextValue>(
    () => ({ api, onSignedOut: sessionEnded, owner, now, firestore }),
    [api, sessionEnded, owner, now, firestore],
  );

  switch (state.kind) {
    case 'starting':
    case 'completingLink':
    case 'checking':
      return (
        <Centered role="status">
          <Spinner $size={32} />
          <span>{state.kind === 'checking' ? 'Checking your access…' : 'Signing you in…'}</span>
        </Centered>
      );
    case 'signedOut':
    case 'confirmEmail':
      return (
        <SignIn
          state={state}
          linkRequest={access.linkRequest}
          googleError={access.googleError}
          onGoogle={() => void access.signInWithGoogle()}
          onSendLink={(email) => void access.sendLink(email)}
          onConfirmEmail={(email) => void access.completeLink(email)}
        />
      );
    case 'notStaff':
      return (
        <Centered>
          <Notice $tone="failed" role="alert">
            This account does not have staff access. You are signed in as{' '}
            {state.user.email || 'an account without an email address'}.
          </Notice>
          <Muted>
            Ask an owner to add you in the back office&apos;s Team section, or sign in with your agency account.
          </Muted>
          <SmallButton type="button" onClick={access.signOut}>
            Sign out
          </SmallButton>
        </Centered>
      );
    case 'staff':
      return (
        <StaffContext.Provider value={context}>
          <Shell>
            <Bar>
              <div>
                <Title>Back office</Title>
                <Muted>Signed in as {state.user.email}</Muted>
              </div>
              <BarActions>
                <ExportButtons />
                <SmallButton type="button" onClick={access.signOut}>
                  Sign out
                </SmallButton>
              </BarActions>
            </Bar>
            <Nav aria-label="Back office">
              {STAFF_SECTIONS.map((section, index) => {
                const path = `${STAFF_PATH}/${section.path}`;
                const current = pathname.startsWith(path) || (index === 0 && !isSectionPath(pathname));
                return (
                  <Link key={section.path} to={path} aria-current={current ? 'page' : undefined}>
                    {section.label}
                  </Link>
                );
              })}
            </Nav>
            <Routes>
              {STAFF_SECTIONS.map(({ path, Component }) => (
                <Route key={path} path={`${path}/*`} element={<Component />} />
              ))}
              <Route path="*" element={<FirstSection />} />
            </Routes>
          </Shell>
        </StaffContext.Provider>
      );
  }
}

/** Whether `pathname` is one of the sections' (else the back office shows its first section). */
const isSectionPath = (pathname: string) =>
  STAFF_SECTIONS.some((section) => pathname.startsWith(`${STAFF_PATH}/${section.path}`));

function FirstSection() {
  const { Component } = STAFF_SECTIONS[0]!;
  return <Component />;
}

const Centered = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[7]} 0;
  text-align: center;
`;

const Shell = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  /* A long address (signed in as, an owner) wraps instead of widening the page past a phone's width. */
  > * {
    min-width: 0;
  }
  p {
    overflow-wrap: anywhere;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  color: ${({ theme }) => theme.colors.ink};
`;

const BarActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  a {
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 700;
    text-decoration: none;
    white-space: nowrap;
    ${focusRing}
    &:hover {
      color: ${({ theme }) => theme.colors.ink};
    }
    &[aria-current='page'] {
      color: ${({ theme }) => theme.colors.primary};
      border-bottom-color: ${({ theme }) => theme.colors.primary};
    }
  }
`;
