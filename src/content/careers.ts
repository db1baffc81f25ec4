/**
 * Copy of the careers page (/careers).
 *
 * The postings follow Ontario's job-posting rules in force since 1 January 2026 (pay range, whether
 * the vacancy exists, AI screening disclosure, no Canadian-experience requirement, a reply to every
 * interviewed applicant within 45 days) even where a small employer may be exempt, and the AODA
 * duty to offer accommodation throughout recruitment.
 */

import { company } from './company';

export type EmploymentType = 'Full-time' | 'Part-time' | 'Contract';

export interface Perk {
  readonly title: string;
  readonly text: string;
}

export interface JobOpening {
  readonly id: string;
  readonly title: string;
  readonly type: EmploymentType;
  /** 'Hamilton, ON (hybrid)' or 'Remote (Canada)'. */
  readonly location: string;
  /** Expected pay, in Canadian dollars. */
  readonly compensation: string;
  readonly summary: string;
  readonly responsibilities: readonly string[];
  readonly requirements: readonly string[];
  readonly niceToHave: readonly string[];
}

export interface CareersContent {
  readonly hero: { readonly eyebrow: string; readonly heading: string; readonly intro: string };
  readonly perks: { readonly heading: string; readonly items: readonly Perk[] };
  readonly openings: {
    readonly heading: string;
    readonly intro: string;
    readonly roles: readonly JobOpening[];
    /** Shown where a role list would be empty. */
    readonly noOpenings: string;
  };
  readonly howToApply: {
    readonly heading: string;
    readonly email: string;
    readonly paragraphs: readonly string[];
    /** What happens after an application, in order. */
    readonly steps: readonly string[];
  };
  readonly equalOpportunity: { readonly heading: string; readonly paragraphs: readonly string[] };
}

export const CAREERS_EMAIL = 'careers@lakeforge.ca';

export const careers: CareersContent = {
  hero: {
    eyebrow: 'Careers at Lakeforge',
    heading: 'Do the best work of your career, with people who have your back',
    intro:
      'We are a small team of developers, designers and marketers in downtown Hamilton, working with clients across North America. We ship real projects for real businesses, we talk to clients directly, and we keep our weeks sane so the quality holds up.',
  },
  perks: {
    heading: 'Why work here',
    items: [
      {
        title: 'Hybrid by default',
        text: 'Two shared studio days a week on King Street West, the rest wherever you work best. Remote roles stay remote.',
      },
      {
        title: 'Health and dental from day one',
        text: 'Extended health, dental and vision coverage for you and your family, with no waiting period.',
      },
      {
        title: 'Time that is really off',
        text: "Three weeks of vacation to start, four after three years, plus the studio closes between Christmas and New Year's.",
      },
      {
        title: 'Room to grow',
        text: 'A $1,500 yearly learning budget for courses, books and conferences, and a mentor from the leadership team.',
      },
      {
        title: 'Retirement savings',
        text: 'We match your RRSP contributions up to 4% of your salary.',
      },
      {
        title: 'Your own setup',
        text: 'A laptop of your choice and a home-office allowance so your desk at home works as well as the one in the studio.',
      },
    ],
  },
  openings: {
    heading: 'Open roles',
    intro:
      'Every role below is an existing vacancy we intend to fill. Pay ranges are annual base salaries in Canadian dollars. We do not require Canadian work experience.',
    noOpenings:
      'We have no open roles right now, but we always like to hear from talented people. Send us a note and your portfolio.',
    roles: [
      {
        id: 'front-end-developer',
        title: 'Front-End Developer (React & TypeScript)',
        type: 'Full-time',
        location: 'Hamilton, ON (hybrid)',
        compensation: '$78,000 to $95,000 per year',
        summary:
          'Build fast, accessible websites and web apps for our clients with React and TypeScript, working closely with our designers and our Lead Developer from kickoff to launch.',
        responsibilities: [
          'Turn designs into responsive, accessible interfaces that meet WCAG 2.1 AA.',
          'Build and maintain React and TypeScript applications, including forms, booking flows and content-driven pages.',
          'Keep pages fast: set performance budgets, optimize images and fonts, and measure Core Web Vitals.',
          "Write unit and end-to-end tests and review teammates' pull requests.",
          'Join client calls to explain technical choices in plain language.',
        ],
        requirements: [
          'Three or more years of professional front-end development.',
          'Strong React, TypeScript, HTML and CSS skills, with examples of shipped work.',
          'Practical knowledge of web accessibility and performance.',
          'Experience with Git and code review.',
          'Clear written communication in English.',
        ],
        niceToHave: [
          'Experience with Firebase or another serverless platform.',
          'WordPress theme or block development.',
          'React Native experience.',
        ],
      },
      {
        id: 'paid-media-specialist',
        title: 'Paid Media Specialist (Google & Meta Ads)',
        type: 'Full-time',
        location: 'Remote (Canada)',
        compensation: '$62,000 to $75,000 per year',
        summary:
          'Plan, launch and optimize Google and Meta advertising campaigns for clients in Canada and the United States, and report results in terms business owners care about.',
        responsibilities: [
          'Build campaign structures, audiences and budgets for search, display, video and social campaigns.',
          'Write ad copy and brief our designers on creative, then test and iterate.',
          "Set up and audit conversion tracking with clients' consent and privacy obligations in mind.",
          'Prepare clear monthly reports on leads, cost per lead and return on ad spend.',
          'Work with our SEO and web teams on landing pages that convert.',
        ],
        requirements: [
          'Two or more years managing Google Ads and Meta Ads accounts, in-house or at an agency.',
          'Comfort with spreadsheets and the numbers behind a campaign.',
          'Good judgment about budgets, and the confidence to recommend spending less when it makes sense.',
          'A Canadian work authorization and a reliable home office setup.',
        ],
        niceToHave: [
          'Google Ads certifications.',
          'Experience with local service businesses or non-profits.',
          "Familiarity with Canada's Anti-Spam Legislation (CASL) and PIPEDA.",
        ],
      },
      {
        id: 'junior-graphic-designer',
        title: 'Junior Graphic & Motion Designer',
        type: 'Full-time',
        location: 'Hamilton, ON (hybrid)',
        compensation: '$50,000 to $58,000 per year',
        summary:
          'Design social posts, short videos, brand assets and web graphics for a varied set of clients, with coaching from our Creative Director.',
        responsibilities: [
          'Design social media posts, carousels and ad creative from approved briefs.',
          'Edit short-form videos with captions and simple motion graphics.',
          'Produce logos, business cards, brochures and other print pieces with our print partner.',
          'Prepare web graphics and illustrations to our performance and accessibility standards.',
          'Keep client brand libraries organized and up to date.',
        ],
        requirements: [
          'A portfolio that shows strong typography, layout and colour sense.',
          'Working knowledge of Figma and the Adobe Creative Cloud apps (Illustrator, Photoshop, Premiere Pro or After Effects).',
          'A diploma or degree in graphic design, or equivalent experience.',
          'The ability to take feedback well and manage several deadlines at once.',
        ],
        niceToHave: ['Photography or on-site video experience.', 'An interest in accessible design.'],
      },
    ],
  },
  howToApply: {
    heading: 'How to apply',
    email: CAREERS_EMAIL,
    paragraphs: [
      `Email ${CAREERS_EMAIL} with the role title in the subject line. Attach your résumé and add a few sentences about why the role interests you, with a link to your portfolio, GitHub or campaign examples where relevant. No cover letter template required: we would rather hear you in your own words.`,
      'Humans read every application: we do not use artificial intelligence to screen, assess or select applicants. We reply to everyone we interview within 45 days of their last interview.',
    ],
    steps: [
      'We read your application and reply within 10 business days.',
      'A 30-minute video call with the hiring lead to get to know each other.',
      'A short, paid practical exercise that mirrors real work, capped at three hours.',
      'A final conversation with our founders and a member of the team you would join.',
      'A written offer, with references checked only with your permission.',
    ],
  },
  equalOpportunity: {
    heading: 'Equal opportunity and accommodation',
    paragraphs: [
      'Lakeforge Digital is an equal-opportunity employer. We welcome applications from people of all backgrounds and make hiring decisions without regard to any ground protected by the Ontario Human Rights Code, including race, ancestry, place of origin, colour, ethnic origin, citizenship, creed, sex, sexual orientation, gender identity, gender expression, age, marital status, family status and disability.',
      `In line with the Accessibility for Ontarians with Disabilities Act (AODA), accommodation is available on request at every stage of recruitment, from applying to interviews and the practical exercise. Tell us what you need by emailing ${CAREERS_EMAIL} or calling ${company.phone}, and we will work with you to arrange it. Any information you share about accommodation is kept confidential and used only to provide it.`,
      'We use the information in your application only to consider you for our roles. If you are not hired, we delete it 12 months after the role is filled unless you ask us to keep it for future openings. See our privacy policy for details.',
    ],
  },
};
