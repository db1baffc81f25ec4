import { CtaBand } from '../components/CtaBand';
import { StatsBand } from '../components/StatsBand';
import { about } from '../content/about';
import { partners } from '../content/brands';
import { company, stats } from '../content/company';
import { teamMembers } from '../content/team';
import { AboutHero } from '../features/about/AboutHero';
import { JourneySection } from '../features/about/JourneySection';
import { MissionVisionValues } from '../features/about/MissionVisionValues';
import { PartnersSection } from '../features/about/PartnersSection';
import { TeamSection } from '../features/about/TeamSection';
import type { PageMeta } from '../lib/seo';

export const meta: PageMeta = {
  title: 'About Us | Lakeforge Digital, Hamilton, Ontario',
  description:
    'Founded in 2015 in Hamilton, Ontario, Lakeforge Digital designs, builds and markets websites, apps and campaigns for businesses across North America.',
  updated: '2026-11-21',
};

export default function AboutPage() {
  return (
    <>
      <AboutHero hero={about.hero} />
      <JourneySection journey={about.journey} foundedYear={company.foundedYear} />
      <MissionVisionValues mission={about.mission} vision={about.vision} values={about.values} />
      <StatsBand stats={stats} />
      <TeamSection heading={about.team.heading} intro={about.team.intro} members={teamMembers} />
      <PartnersSection heading={about.partners.heading} intro={about.partners.intro} partners={partners} />
      <CtaBand
        heading={about.cta.heading}
        text={about.cta.text}
        actions={about.cta.actions.map((action, index) => ({ ...action, variant: index === 0 ? 'primary' : 'light' }))}
      />
    </>
  );
}
