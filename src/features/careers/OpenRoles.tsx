import styled from 'styled-components';
import { cardSurface, Section, SectionHeading } from '../../components/Section';
import { ButtonAnchor } from '../../components/Button';
import { Container } from '../../components/Container';
import { ClockIcon, LineIcon, MailIcon, MapPinIcon } from '../../components/icons/UiIcons';
import type { CareersContent, JobOpening } from '../../content/careers';

/** A mailto link for applying to one role, with the role title as the subject. */
export function applyHref(email: string, role: JobOpening): string {
  return `mailto:${email}?subject=${encodeURIComponent(`Application: ${role.title}`)}`;
}

const PayIcon = () => (
  <LineIcon>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </LineIcon>
);

interface OpenRolesProps {
  openings: CareersContent['openings'];
  email: string;
}

/** Every open role in full: type, location, pay, summary, duties, requirements and how to apply. */
export function OpenRoles({ openings, email }: OpenRolesProps) {
  return (
    <Section id="open-roles" $tone="surface" aria-labelledby="roles-heading">
      <Container>
        <SectionHeading>
          <h2 id="roles-heading">{openings.heading}</h2>
          <p>{openings.intro}</p>
        </SectionHeading>
        {openings.roles.length === 0 ? (
          <p>{openings.noOpenings}</p>
        ) : (
          <Roles>
            {openings.roles.map((role) => (
              <Role key={role.id} aria-labelledby={`role-${role.id}`}>
                <RoleHeader>
                  <h3 id={`role-${role.id}`}>{role.title}</h3>
                  <Facts>
                    <li>
                      <ClockIcon />
                      <span className="visually-hidden">Type: </span>
                      {role.type}
                    </li>
                    <li>
                      <MapPinIcon />
                      <span className="visually-hidden">Location: </span>
                      {role.location}
                    </li>
                    <li>
                      <PayIcon />
                      <span className="visually-hidden">Pay: </span>
                      {role.compensation}
                    </li>
                  </Facts>
                  <Summary>{role.summary}</Summary>
                </RoleHeader>
                <Details>
                  <div>
                    <h4>What you will do</h4>
                    <ul>
                      {role.responsibilities.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </div>
                  <div>
                    <h4>What you bring</h4>
                    <ul>
                      {role.requirements.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                    {role.niceToHave.length > 0 && (
                      <>
                        <h4>Nice to have</h4>
                        <ul>
                          {role.niceToHave.map((item) => (
                            <li key={item}>{item}</li>
                          ))}
                        </ul>
                      </>
                    )}
                  </div>
                </Details>
                <RoleFooter>
                  <ButtonAnchor href={applyHref(email, role)}>
                    <MailIcon />
                    Apply for this role
                    <span className="visually-hidden">: {role.title}</span>
                  </ButtonAnchor>
                  <span>
                    or email <a href={`mailto:${email}`}>{email}</a>
                  </span>
                </RoleFooter>
              </Role>
            ))}
          </Roles>
        )}
      </Container>
    </Section>
  );
}

const Roles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Role = styled.article`
  overflow: hidden;
  ${cardSurface}
`;

const RoleHeader = styled.header`
  padding: ${({ theme }) => theme.space[5]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.lg} {
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[7]};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: 0;
  list-style: none;

  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: 4px 12px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
  li:last-child {
    background: #e7f7f5;
    color: #0a6b62;
  }
  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;

const Summary = styled.p`
  max-width: 47.5em;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[7]};
    padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[7]};
  }

  h4 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0;
  }
  ul + h4 {
    margin-top: ${({ theme }) => theme.space[5]};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[5]};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li::before {
    content: '';
    position: absolute;
    top: 0.6em;
    left: 4px;
    width: 8px;
    height: 8px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.tealBright};
    transform: rotate(45deg);
  }
`;

const RoleFooter = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme }) => theme.media.lg} {
    padding-inline: ${({ theme }) => theme.space[7]};
  }
  a:not([class]) {
    font-weight: 600;
  }
`;
