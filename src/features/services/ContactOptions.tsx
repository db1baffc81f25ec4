import { Link } from '../../components/Link';
import styled from 'styled-components';
import { ButtonLink } from '../../components/Button';
import { Container } from '../../components/Container';
import { IconBadge, cardSurface } from '../../components/Section';
import { ArrowRightIcon, CalendarIcon, MailIcon, PhoneIcon } from '../../components/icons/UiIcons';
import { company } from '../../content/company';

/**
 * Ways to reach the team, as a section with id="contact": the target of the digital marketing page's
 * call to action ('#contact').
 */
export function ContactOptions({ serviceName }: { serviceName: string }) {
  return (
    <Band id="contact" aria-labelledby="contact-options-heading" tabIndex={-1}>
      <Container>
        <Layout>
          <div>
            <Kicker>Contact us</Kicker>
            <h2 id="contact-options-heading">Talk to our {serviceName.toLowerCase()} team</h2>
            <p>
              Call, email or send us a message about your goals. We reply to every inquiry within 24 hours, Monday to
              Friday.
            </p>
            <ButtonLink to="/contact" $size="lg">
              Send Us a Message
              <ArrowRightIcon />
            </ButtonLink>
          </div>
          <Options>
            <li>
              <IconBadge $size={48} $icon={24} $tone="brand">
                <PhoneIcon />
              </IconBadge>
              <div>
                <span>Call us</span>
                <a href={company.phoneHref}>{company.phone}</a>
              </div>
            </li>
            <li>
              <IconBadge $size={48} $icon={24} $tone="brand">
                <MailIcon />
              </IconBadge>
              <div>
                <span>Email us</span>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </div>
            </li>
            <li>
              <IconBadge $size={48} $icon={24} $tone="brand">
                <CalendarIcon />
              </IconBadge>
              <div>
                <span>Prefer a call at a set time?</span>
                <Link to="/#cta">Book a free 30-minute consultation</Link>
              </div>
            </li>
          </Options>
        </Layout>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.lg} {
    padding-block: ${({ theme }) => theme.space[9]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
  }
  p {
    max-width: 30em;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

const Kicker = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: #0a6a61;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => theme.space[5]};
    ${cardSurface}
  }
  div {
    display: grid;
    min-width: 0;
  }
  div > span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.primary};
      text-decoration: underline;
    }
  }
`;
