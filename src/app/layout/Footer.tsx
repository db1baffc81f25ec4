import { Link } from '../../components/Link';
import styled from 'styled-components';
import { Container } from '../../components/Container';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons/UiIcons';
import { company } from '../../content/company';
import { pageServiceList } from '../../content/services/pageServices';
import { SocialLinks } from './SocialLinks';
import { footerQuickLinks, legalLinks } from './navLinks';

declare const __BUILD_YEAR__: number;

export function Footer() {
  const { address } = company;
  return (
    <FooterRoot>
      <Columns>
        <BrandColumn>
          <img src="/images/logo-light.svg" alt="Lakeforge Digital" width="184" height="37" loading="lazy" />
          <p>{company.description}</p>
          <SocialLinks />
        </BrandColumn>
        <nav aria-labelledby="footer-quick-links">
          <ColumnTitle id="footer-quick-links">Quick Links</ColumnTitle>
          <LinkList>
            {footerQuickLinks.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
        <nav aria-labelledby="footer-services">
          <ColumnTitle id="footer-services">Services</ColumnTitle>
          <LinkList>
            {pageServiceList.map(({ href, name }) => (
              <li key={href}>
                <Link to={href}>{name}</Link>
              </li>
            ))}
          </LinkList>
        </nav>
        <div>
          <ColumnTitle as="h2">Contact</ColumnTitle>
          <ContactList>
            <li>
              <PhoneIcon />
              <a href={company.phoneHref}>{company.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </li>
            <li>
              <MapPinIcon />
              <address>
                {address.street}
                <br />
                {`${address.city}, ${address.region} ${address.postalCode}`}
              </address>
            </li>
            <li>
              <ClockIcon />
              <span>{company.openingHours.display}</span>
            </li>
          </ContactList>
        </div>
      </Columns>
      <BottomBar>
        <BottomInner>
          <p>{`© ${company.foundedYear}–${__BUILD_YEAR__} ${company.legalName} All rights reserved.`}</p>
          <nav aria-label="Legal">
            <LegalList>
              {legalLinks.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </LegalList>
          </nav>
        </BottomInner>
      </BottomBar>
    </FooterRoot>
  );
}

const FooterRoot = styled.footer`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.textOnDark};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.white};
    text-decoration: underline;
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[7]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.6fr 1fr 1.2fr 1.4fr;
  }
`;

const BrandColumn = styled.div`
  img {
    height: 36px;
    width: auto;
    margin-bottom: ${({ theme }) => theme.space[4]};
  }
  p {
    max-width: 21.5em;
  }
  ul {
    margin-left: -6px;
  }
`;

const ColumnTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.md};
  letter-spacing: 0;
`;

const LinkList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding-block: 4px;
  }
`;

const ContactList = styled(LinkList)`
  gap: ${({ theme }) => theme.space[3]};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
  }
  svg {
    width: 18px;
    height: 18px;
    flex: none;
    margin-top: 5px;
    color: ${({ theme }) => theme.colors.tealBright};
  }
  address {
    font-style: normal;
  }
`;

const BottomBar = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.1);
`;

const BottomInner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[5]};
  p {
    margin: 0;
  }
`;

const LegalList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding-block: 6px;
  }
`;
