/**
 * The home page's booking section (target of /#cta). Its code loads when the section nears the viewport
 * (src/pages/HomePage.tsx). It renders the heading, the introduction and a placeholder of the
 * wizard's size; the wizard itself (with its Firestore reads and react-toastify) is a separate
 * chunk, imported when the section comes within ~400 px of the viewport, when the visitor points
 * at or clicks the placeholder, or when the page is opened at /#cta (then the home page requests it
 * beside the section's own code: ./landing.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../components/Link';
import styled, { useTheme } from 'styled-components';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { CalendarIcon, ChatIcon, CheckIcon, ClockIcon, MailIcon, PhoneIcon } from '../../components/icons/UiIcons';
import { Section, SectionEyebrow } from '../../components/Section';
import { company } from '../../content/company';
import { whenNearViewport } from '../../lib/nearViewport';
import { useIsClient } from '../../lib/useIsClient';
import { resolveBookingConfig, type BookingConfig } from './config';
import { BOOKING_SECTION_ID, loadBookingWizard } from './landing';
import { LoadingState, StepHeading, StepIndicator, StepLead, WizardFrame } from './parts';

type WizardModule = typeof import('./BookingWizard');

/** How far below (and above) the viewport the section starts loading the wizard. */
export const PRELOAD_MARGIN = '400px 0px';

export interface BookingSectionProps {
  /** Overrides of the wizard's settings (API origin, Firestore, clock, time zone), for tests and previews. */
  config?: Partial<BookingConfig>;
}

export function BookingSection({ config }: BookingSectionProps) {
  const phoneQuery = useTheme().media.belowLg.replace('@media ', '');
  return (
    <Section id={BOOKING_SECTION_ID} $tone="surface" aria-labelledby="booking-heading">
      <Container>
        <Layout>
          <Intro>
            <SectionEyebrow>Free consultation</SectionEyebrow>
            <h2 id="booking-heading">
              Book a Free <NoBreak>30-Minute</NoBreak> Consultation
            </h2>
            <p>
              Pick a time that suits you and we will talk through your goals, your timeline and what it would take to
              get there. Meetings are held in Eastern Time, Monday to Friday.
            </p>
          </Intro>
          {/* On a phone /#cta lands on the wizard itself, named by the section's heading. */}
          <WizardLanding data-hash-landing={phoneQuery} role="group" aria-labelledby="booking-heading" tabIndex={-1}>
            <BookingWizardSlot config={config} />
          </WizardLanding>
          <More>
            <Perks>
              <li>
                <ClockIcon />
                <span>
                  <strong>30 minutes, free.</strong> A focused call with a senior strategist, not a sales pitch.
                </span>
              </li>
              <li>
                <CalendarIcon />
                <span>
                  <strong>Weekdays, 9:00 AM to 5:00 PM ET.</strong> Choose any open time in the next seven days.
                </span>
              </li>
              <li>
                <CheckIcon />
                <span>
                  <strong>A clear next step.</strong> You leave with practical recommendations, whether or not we work
                  together.
                </span>
              </li>
            </Perks>
            <Alternatives>
              <p>Prefer to talk now?</p>
              <a href={company.phoneHref}>
                <PhoneIcon /> {company.phone}
              </a>
              <a href={`mailto:${company.email}`}>
                <MailIcon /> {company.email}
              </a>
            </Alternatives>
          </More>
        </Layout>
      </Container>
    </Section>
  );
}

/**
 * The wizard's place on the page: a static placeholder of its size until the wizard chunk is
 * wanted, then the wizard. Usable on its own inside a section that has its own heading.
 */
export function BookingWizardSlot({ config: overrides }: BookingSectionProps) {
  const [config] = useState(() => resolveBookingConfig(overrides));
  const { hash } = useLocation();
  const placeholderRef = useRef<HTMLDivElement>(null);
  const [wizard, setWizard] = useState<WizardModule | null>(null);
  const [failed, setFailed] = useState(false);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    loadBookingWizard().then(
      (module) => setWizard(module),
      () => {
        requested.current = false;
        setFailed(true);
      },
    );
  }, []);

  const retry = () => {
    setFailed(false);
    load();
  };

  useEffect(() => {
    if (wizard) return;
    if (hash === `#${BOOKING_SECTION_ID}`) {
      load();
      return;
    }
    const target = placeholderRef.current;
    if (!target) return;
    const stopWatching = whenNearViewport(target, PRELOAD_MARGIN, load);
    if (!stopWatching) load();
    return stopWatching ?? undefined;
  }, [hash, load, wizard]);

  const Wizard = wizard?.BookingWizard;
  // The prerendered page shows the other ways to book until the app runs here: with scripts off, or a chunk
  // that never arrives, that is what stays (not an endless spinner).
  const isClient = useIsClient();

  return (
    <WizardSlot>
      {Wizard ? (
        <Wizard config={config} />
      ) : (
        <WizardFrame ref={placeholderRef} data-testid="booking-placeholder" onPointerEnter={load} onClick={load}>
          {!isClient ? (
            <OtherWaysToBook />
          ) : (
            <>
              <StepIndicator current={1} />
              <StepHeading>Select a Date</StepHeading>
              <StepLead>Choose a weekday in the next seven days. Times are in Eastern Time.</StepLead>
              {failed ? (
                <LoadFailed role="alert">
                  <p>The booking calendar could not be loaded.</p>
                  <Button type="button" $variant="secondary" onClick={retry}>
                    Try again
                  </Button>
                  <p>
                    You can also book by phone at <a href={company.phoneHref}>{company.phone}</a> or by email at{' '}
                    <a href={`mailto:${company.email}`}>{company.email}</a>.
                  </p>
                </LoadFailed>
              ) : (
                <LoadingState label="Loading available times…" />
              )}
            </>
          )}
        </WizardFrame>
      )}
    </WizardSlot>
  );
}

/** What the prerendered page offers in the wizard's place: every way to book that works without scripts. */
function OtherWaysToBook() {
  return (
    <OtherWays>
      <StepHeading>Book by phone, message or email</StepHeading>
      <StepLead>
        The booking calendar appears here once the page&apos;s scripts have run. Until then, or if they cannot run in
        your browser, book your free call directly:
      </StepLead>
      <ul>
        <li>
          <a href={company.phoneHref}>
            <PhoneIcon /> Call {company.phone}
          </a>
        </li>
        <li>
          <Link to="/contact">
            <ChatIcon /> Send us a message with the contact form
          </Link>
        </li>
        <li>
          <a href={`mailto:${company.email}`}>
            <MailIcon /> Email {company.email}
          </a>
        </li>
      </ul>
    </OtherWays>
  );
}

/** Phone: heading, wizard, then the details. Desktop: heading and details left, wizard right. */
const Layout = styled.div`
  display: grid;
  grid-template-areas: 'intro' 'wizard' 'more';
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-areas: 'intro wizard' 'more wizard';
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    grid-template-rows: auto 1fr;
    column-gap: ${({ theme }) => theme.space[7]};
    row-gap: 0;
    align-items: start;
  }
`;

/** Keeps '30-Minute' whole: a line break at its hyphen reads as 'Book a Free 30-'. */
const NoBreak = styled.span`
  white-space: nowrap;
`;

const More = styled.div`
  grid-area: more;
`;

const Intro = styled.div`
  grid-area: intro;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  > p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Perks = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }
  svg {
    flex: none;
    width: 40px;
    height: 40px;
    padding: 9px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Alternatives = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.border};
  p {
    flex-basis: 100%;
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    min-height: 44px;
    font-weight: 600;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
  svg {
    width: 18px;
    height: 18px;
  }
`;

const WizardLanding = styled.div`
  grid-area: wizard;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const WizardSlot = styled.div`
  min-width: 0;
`;

const OtherWays = styled.div`
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    margin: ${({ theme }) => theme.space[5]} 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    min-height: 56px;
    padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    text-decoration: none;
    overflow-wrap: anywhere;
    transition: border-color 150ms ease;
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  svg {
    flex: none;
    width: 36px;
    height: 36px;
    padding: 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const LoadFailed = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
`;
