/**
 * Copy of the about page (/about): hero, Our Journey, mission, vision, values, team and partner
 * introductions, and the closing call to action. People, partners and stats live in team.ts,
 * brands.ts and company.ts.
 */

export interface Action {
  readonly label: string;
  readonly href: string;
}

export interface Milestone {
  readonly year: number;
  readonly title: string;
  readonly text: string;
}

export interface CompanyValue {
  readonly title: string;
  readonly text: string;
}

export interface AboutContent {
  readonly hero: {
    readonly eyebrow: string;
    readonly heading: string;
    readonly intro: string;
    /** Buttons: services, then the booking section (Free Meeting). */
    readonly actions: readonly Action[];
  };
  readonly journey: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly milestones: readonly Milestone[];
  };
  readonly mission: { readonly heading: string; readonly text: string };
  readonly vision: { readonly heading: string; readonly text: string };
  readonly values: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly CompanyValue[];
  };
  readonly team: { readonly heading: string; readonly intro: string };
  readonly partners: { readonly heading: string; readonly intro: string };
  readonly cta: {
    readonly heading: string;
    readonly text: string;
    /** Book a meeting (/#cta), then careers (/careers). */
    readonly actions: readonly Action[];
  };
}

export const about: AboutContent = {
  hero: {
    eyebrow: 'About Lakeforge Digital',
    heading: 'A Hamilton studio building for businesses across North America',
    intro:
      'Since 2015 we have designed, built and marketed websites, apps and campaigns for contractors, non-profits, transport companies, care providers and growing start-ups. We are small enough that you always talk to the people doing the work, and experienced enough to tell you plainly what will and will not move your numbers.',
    actions: [
      { label: 'Explore Our Services', href: '/services' },
      { label: 'Free Meeting', href: '/#cta' },
    ],
  },
  journey: {
    heading: 'Our Journey',
    paragraphs: [
      "Lakeforge began in 2015 as Daniel Mercer's one-person web studio, building booking systems and online stores for Hamilton retailers and trades. Word of mouth did the rest: each finished project tended to bring in the next one from across the Golden Horseshoe.",
      'When Priya Raman joined as co-founder, the studio added brand and interface design, and later a marketing practice, so clients could work with one accountable team from the first sketch to the monthly report. Today we serve businesses in Canada and the United States from our downtown Hamilton office, and we still measure ourselves by the same thing we did in year one: whether the work pays for itself.',
    ],
    milestones: [
      {
        year: 2015,
        title: 'Founded in Hamilton',
        text: 'Daniel Mercer opens Lakeforge in a shared workspace on James Street North, building websites and booking tools for local businesses.',
      },
      {
        year: 2017,
        title: 'Design joins development',
        text: 'Priya Raman comes on board as co-founder and Creative Director, adding brand identity and interface design to every project.',
      },
      {
        year: 2019,
        title: 'Clients across the border',
        text: 'We take on our first clients in the United States and launch our SEO and paid advertising services.',
      },
      {
        year: 2022,
        title: 'Apps and care plans',
        text: 'We add mobile app development for iOS and Android, and monthly maintenance plans that keep client sites secure and fast.',
      },
      {
        year: 2026,
        title: 'Fifty clients and counting',
        text: 'With more than 50 clients served, we move into a larger studio on King Street West and grow our development and marketing teams.',
      },
    ],
  },
  mission: {
    heading: 'Our Mission',
    text: 'To give growing businesses the websites, apps and marketing they need to win customers, built with care, explained in plain language and measured against real results.',
  },
  vision: {
    heading: 'Our Vision',
    text: 'To be the partner North American businesses trust when they are ready to grow: a studio known as much for honest advice and dependable support as for the quality of its work.',
  },
  values: {
    heading: 'Our Values',
    intro: 'Five commitments guide how we work with clients and with each other.',
    items: [
      {
        title: 'Results over decoration',
        text: 'Every page, campaign and feature has to earn its place. We agree on what success looks like before we start, and we report against it.',
      },
      {
        title: 'Plain, honest advice',
        text: 'We tell you what we would do with our own money, including when a smaller project or no project at all is the better choice.',
      },
      {
        title: 'Built for everyone',
        text: 'Fast, accessible and private by default. Our sites follow WCAG guidelines and collect only the data they need.',
      },
      {
        title: 'Ownership you can keep',
        text: 'You own your domain, your content, your accounts and your code. Clear documentation means you are never locked in.',
      },
      {
        title: 'Support that shows up',
        text: 'Launch is the start of the relationship. We answer questions quickly and keep your site healthy long after handover.',
      },
    ],
  },
  team: {
    heading: 'Meet The Team',
    intro:
      'The people you meet in your first consultation are the people who plan, design, build and market your project.',
  },
  partners: {
    heading: 'Trusted Partners',
    intro:
      'We work alongside specialists in hosting, cloud infrastructure, payments, analytics, print and legal services, so every part of your project is in capable hands.',
  },
  cta: {
    heading: "Let's build what comes next",
    text: 'Tell us where your business is headed and we will show you how to get there, in a free 30-minute meeting with no obligation. Or, if you would like to build it with us, see our open roles.',
    actions: [
      { label: 'Book a Free Meeting', href: '/#cta' },
      { label: 'Join Our Team', href: '/careers' },
    ],
  },
};
