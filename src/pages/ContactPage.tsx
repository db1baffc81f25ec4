import styled from 'styled-components';
import { Container } from '../components/Container';
import { CtaBand } from '../components/CtaBand';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../components/icons/UiIcons';
import { PageHero } from '../components/PageHero';
import { Section } from '../components/Section';
import { company } from '../content/company';
import { ContactForm } from '../features/contact/ContactForm';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: "Contact Us | Let's Connect | Lakeforge Digital",
  description:
    'Tell us about your project. Lakeforge Digital in Hamilton, Ontario replies to every inquiry within 24 hours, Monday to Friday.',
  updated: '2026-11-21',
};

const { address } = company;

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Let's Connect"
        intro="Tell us where you want your business to be and we'll show you how to get there. We reply to every message within 24 hours."
      />
      <Section $tone="surface">
        <Layout>
          <FormPanel id="contact-form" aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading">Send us a message</h2>
            <ContactForm labelledBy="contact-form-heading" />
          </FormPanel>

          <Details aria-labelledby="contact-details-heading">
            <h2 id="contact-details-heading">Get in touch</h2>
            <p>
              Call, email or visit our studio in downtown Hamilton. We work with businesses across North America, by
              video call or in person.
            </p>
            <DetailList>
              <li>
                <Icon>
                  <PhoneIcon />
                </Icon>
                <div>
                  <h3>Phone</h3>
                  <a href={company.phoneHref}>{company.phone}</a>
                </div>
              </li>
              <li>
                <Icon>
                  <MailIcon />
                </Icon>
                <div>
                  <h3>Email</h3>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </div>
              </li>
              <li>
                <Icon>
                  <MapPinIcon />
                </Icon>
                <div>
                  <h3>Studio</h3>
                  <address>
                    {address.street}
                    <br />
                    {address.city}, {address.region} {address.postalCode}
                    <br />
                    Canada
                  </address>
                </div>
              </li>
              <li>
                <Icon>
                  <ClockIcon />
                </Icon>
                <div>
                  <h3>Hours</h3>
                  <p>{company.openingHours.display}</p>
                </div>
              </li>
            </DetailList>
            <ReplyNote>
              <strong>We reply within 24 hours.</strong> Every message is read and answered by a person on our team,
              never an autoresponder.
            </ReplyNote>
          </Details>
        </Layout>
      </Section>
      <CtaBand
        heading="Not sure where to start?"
        text="Browse what we offer and the results we have delivered for businesses like yours."
        actions={[
          { label: 'Explore Our Services', href: '/services' },
          { label: 'View Our Portfolio', href: '/portfolio', variant: 'light' },
        ]}
      />
    </>
  );
}

const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${({ theme }) => theme.space[7]};
    align-items: start;
  }
`;

const Details = styled.section`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  & > p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const DetailList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: ${({ theme }) => theme.space[5]} 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space[4]};
    align-items: flex-start;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.white};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  a,
  address,
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.ink};
    font-style: normal;
    font-weight: 600;
  }
  a {
    overflow-wrap: anywhere;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Icon = styled.span`
  display: grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 20px;
    height: 20px;
  }
`;

const ReplyNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-left: 4px solid ${({ theme }) => theme.colors.teal};
  border-radius: 0 ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0;
  background: #e7f7f5;
  color: ${({ theme }) => theme.colors.ink};
`;

const FormPanel = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[7]};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;
