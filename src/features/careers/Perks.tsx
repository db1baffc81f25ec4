import styled from 'styled-components';
import { CheckIcon } from '../../components/icons/UiIcons';
import { Section, SectionIntro, SplitLayout } from '../../components/Section';
import type { CareersContent } from '../../content/careers';
import { perkIcons } from './perkIcons';

/** 'Why work here': the benefits, beside an illustration on large screens. */
export function Perks({ perks }: { perks: CareersContent['perks'] }) {
  return (
    <Section aria-labelledby="perks-heading">
      <SplitLayout $columns="minmax(0, 5fr) minmax(0, 7fr)">
        <Aside>
          <h2 id="perks-heading">{perks.heading}</h2>
          <p>
            Good work needs rested, supported people. These are the basics everyone on the team gets, whatever their
            role.
          </p>
          <img
            src="/images/illustrations/careers.svg"
            alt=""
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        </Aside>
        <List>
          {perks.items.map((perk, index) => (
            <li key={perk.title}>
              <Icon>{perkIcons[index] ?? <CheckIcon />}</Icon>
              <h3>{perk.title}</h3>
              <p>{perk.text}</p>
            </li>
          ))}
        </List>
      </SplitLayout>
    </Section>
  );
}

const Aside = styled(SectionIntro)`
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    margin-top: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  ${({ theme }) => theme.media.belowLg} {
    img {
      display: none;
    }
  }
  ${({ theme }) => theme.media.lg} {
    position: sticky;
    top: calc(var(--header-offset) + ${({ theme }) => theme.space[5]});
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  li {
    padding: ${({ theme }) => theme.space[5]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
  h3 {
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Icon = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  margin-bottom: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.teal};
  color: ${({ theme }) => theme.colors.white};
  svg {
    width: 22px;
    height: 22px;
  }
`;
