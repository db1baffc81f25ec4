/**
 * The people on the about page ("Meet The Team"). The social links are placeholders until each
 * person confirms their own profile address.
 */

export interface TeamMember {
  readonly id: string;
  readonly name: string;
  readonly position: string;
  /** Public path of the portrait, `/images/team/<id>.svg`. */
  readonly image: string;
  readonly bio: string;
  readonly socials: {
    readonly twitter: string;
    readonly linkedin: string;
  };
}

export const teamMembers: readonly TeamMember[] = [
  {
    id: 'daniel-mercer',
    name: 'Daniel Mercer',
    position: 'Founder & CEO',
    image: '/images/team/daniel-mercer.svg',
    bio: 'Daniel started Lakeforge in 2015 after eight years building e-commerce and booking systems for Hamilton-area retailers and trades. He still sits in on every first consultation, because he believes the brief matters more than the tech stack. Outside work he coaches youth soccer in Dundas.',
    socials: {
      twitter: 'https://x.com/danielmercer_lf',
      linkedin: 'https://www.linkedin.com/in/daniel-mercer-lakeforge',
    },
  },
  {
    id: 'priya-raman',
    name: 'Priya Raman',
    position: 'Co-Founder & Creative Director',
    image: '/images/team/priya-raman.svg',
    bio: "Priya joined Daniel as co-founder in 2017 and built the studio's brand and design practice from the ground up. A graduate of OCAD University, she leads every visual identity and interface we ship, with a firm rule that good design has to work for the people who use it every day, including those using screen readers.",
    socials: {
      twitter: 'https://x.com/priyaraman_design',
      linkedin: 'https://www.linkedin.com/in/priya-raman-lakeforge',
    },
  },
  {
    id: 'marcus-chen',
    name: 'Marcus Chen',
    position: 'Lead Developer',
    image: '/images/team/marcus-chen.svg',
    bio: "Marcus has led engineering at Lakeforge since 2018, covering custom web builds, WordPress and React Native apps. He cares about fast pages, tidy code and handovers that a client's next developer can actually understand. He studied software engineering at McMaster University.",
    socials: {
      twitter: 'https://x.com/marcuschen_dev',
      linkedin: 'https://www.linkedin.com/in/marcus-chen-lakeforge',
    },
  },
  {
    id: 'sofia-alvarez',
    name: 'Sofia Alvarez',
    position: 'Marketing Lead',
    image: '/images/team/sofia-alvarez.svg',
    bio: 'Sofia runs our SEO, paid media and social programs, and has managed Google and Meta budgets for clients from single-location shops to multi-city service companies. She reports in plain numbers (leads, cost per lead and revenue) rather than vanity metrics. She joined the team in 2020.',
    socials: {
      twitter: 'https://x.com/sofiaalvarez_mktg',
      linkedin: 'https://www.linkedin.com/in/sofia-alvarez-lakeforge',
    },
  },
];
