import styled from 'styled-components';
import { CardGrid, cardSurface, Section, SectionHeading } from '../../components/Section';
import { Container } from '../../components/Container';
import { socialGlyphLinks } from '../../components/icons/SocialIcons';
import type { TeamMember } from '../../content/team';
import { Kicker } from './JourneySection';

interface TeamSectionProps {
  heading: string;
  intro: string;
  members: readonly TeamMember[];
}

/** 'Meet The Team': a card per person with portrait, role, bio and social profiles. */
export function TeamSection({ heading, intro, members }: TeamSectionProps) {
  return (
    <Section aria-labelledby="team-heading">
      <Container>
        <SectionHeading>
          <Kicker>The people behind the work</Kicker>
          <h2 id="team-heading">{heading}</h2>
          <p>{intro}</p>
        </SectionHeading>
        <CardGrid $columns={4}>
          {members.map((member) => (
            <Card key={member.id}>
              <Portrait src={member.image} alt="" width={400} height={400} loading="lazy" decoding="async" />
              <Body>
                <h3>{member.name}</h3>
                <Position>{member.position}</Position>
                <Bio>{member.bio}</Bio>
                <Socials aria-label={`${member.name} on social media`}>
                  <li>
                    <a
                      href={member.socials.twitter}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${member.name} on X (Twitter) (opens in a new tab)`}
                      data-network="x"
                    />
                  </li>
                  <li>
                    <a
                      href={member.socials.linkedin}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${member.name} on LinkedIn (opens in a new tab)`}
                      data-network="linkedin"
                    />
                  </li>
                </Socials>
              </Body>
            </Card>
          ))}
        </CardGrid>
      </Container>
    </Section>
  );
}

const Card = styled.li`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  ${cardSurface}
`;

/** A wide crop on phones (a square would fill the screen), square from two columns up. */
const Portrait = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  object-position: center 30%;
  ${({ theme }) => theme.media.sm} {
    aspect-ratio: 1;
  }
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: ${({ theme }) => theme.space[5]};

  h3 {
    margin-bottom: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Position = styled.p`
  margin-bottom: ${({ theme }) => theme.space[3]};
  /* Darker than theme teal so small text keeps a 4.5:1 contrast on white and surface. */
  color: #0a6b62;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
`;

const Bio = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Socials = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  margin: auto 0 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
    color: ${({ theme }) => theme.colors.ink};
    transition:
      color 150ms ease,
      background-color 150ms ease,
      border-color 150ms ease;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.white};
  }
  ${socialGlyphLinks('18px')}
`;
