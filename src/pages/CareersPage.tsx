import styled from 'styled-components';
import { ButtonAnchor } from '../components/Button';
import { ArrowRightIcon } from '../components/icons/UiIcons';
import { PageHero } from '../components/PageHero';
import { careers } from '../content/careers';
import { company } from '../content/company';
import { HowToApply } from '../features/careers/HowToApply';
import { OpenRoles } from '../features/careers/OpenRoles';
import { Perks } from '../features/careers/Perks';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'Careers | Join Our Team in Hamilton | Lakeforge Digital',
  description:
    'Work on websites, apps and campaigns for growing businesses. See open roles at Lakeforge Digital in Hamilton, Ontario, with pay ranges, and how to apply.',
  updated: '2026-11-21',
};

export default function CareersPage() {
  const roleCount = careers.openings.roles.length;
  return (
    <>
      <PageHero eyebrow={careers.hero.eyebrow} title={careers.hero.heading} intro={careers.hero.intro}>
        <Actions>
          <ButtonAnchor href="#open-roles" $size="lg">
            {roleCount > 0 ? `See ${roleCount} Open Roles` : 'Open Roles'}
            <ArrowRightIcon />
          </ButtonAnchor>
          <ButtonAnchor href="#how-to-apply" $variant="light" $size="lg">
            How to Apply
          </ButtonAnchor>
        </Actions>
      </PageHero>
      <Perks perks={careers.perks} />
      <OpenRoles openings={careers.openings} email={careers.howToApply.email} />
      <HowToApply
        howToApply={careers.howToApply}
        equalOpportunity={careers.equalOpportunity}
        phone={company.phone}
        phoneHref={company.phoneHref}
      />
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};
`;
