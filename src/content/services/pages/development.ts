/** Service pages of the 'development' category. */
import { CONTACT_PRICE, highlight, pageServices } from '../catalogue';
import type { ServicePage } from '../types';

export const webDevelopmentPage: ServicePage = {
  slug: 'web-development',
  categoryId: 'development',
  name: pageServices['web-development'].name,
  title: 'Custom Web Development in Hamilton | Lakeforge Digital',
  metaDescription:
    'Custom websites and web apps by Lakeforge Digital in Hamilton, Ontario. Fast, accessible, search-ready builds for North American businesses, from $499.',
  hero: {
    eyebrow: 'Custom Web Development',
    heading: 'Websites engineered to win customers, not just look good',
    intro:
      'We design and build fast, accessible websites and web applications for businesses across Canada and the United States. Every project starts with your goals and your customers, and ships with clean code your team can keep building on.',
  },
  packagesHeading: 'Web development packages',
  packagesIntro:
    'Fixed prices for the most common projects, and a tailored quote when you need more. Every package includes responsive design, search-engine basics and a proper handover.',
  packages: [
    {
      name: 'Starter',
      price: '$499',
      bestFor: 'New businesses and sole proprietors who need a credible, professional presence online.',
      features: [
        'Up to 5 custom-designed pages',
        'Mobile-first, responsive layout',
        'Contact form with spam protection',
        'On-page SEO basics: titles, descriptions and sitemap',
        'Google Analytics 4 set-up',
        '1 round of revisions',
        'Delivered in 10 business days',
        '14 days of post-launch support',
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Business',
      price: '$799',
      bestFor: 'Established small and mid-sized businesses ready to turn their website into a steady source of leads.',
      features: [
        'Up to 10 custom-designed pages',
        'Content management, so your team can edit pages and posts',
        'Blog or news section',
        'Lead capture forms with email notifications',
        'Performance tuning for Core Web Vitals',
        'On-page SEO and structured data for local search',
        '2 rounds of revisions',
        'Delivered in 15 business days',
        '30 days of post-launch support',
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Enterprise',
      price: CONTACT_PRICE,
      bestFor: 'Organizations that need a web application, complex integrations or a multi-site platform.',
      features: [
        'Unlimited pages and custom page templates',
        'Application features such as accounts, dashboards, bookings or e-commerce',
        'Integrations with your CRM, ERP, payment or booking systems',
        'UX research, wireframes and a clickable prototype',
        'Accessibility to WCAG 2.1 AA, supporting AODA compliance',
        'Automated testing, a staging site and documented deployment',
        'Revisions agreed for each milestone',
        'Timeline scoped with you, typically 6 to 12 weeks',
        '90 days of post-launch support with a dedicated project lead',
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  technologies: {
    heading: 'Technologies we build with',
    items: ['React', 'TypeScript', 'Next.js', 'Node.js', 'PostgreSQL', 'Firebase', 'Stripe', 'Figma'],
  },
  reasons: {
    heading: 'Why businesses choose Lakeforge for web development',
    items: [
      {
        title: 'Built for speed',
        text: 'We keep pages lean, optimize images and fonts, and test against Core Web Vitals, so visitors on a phone are never left waiting.',
      },
      {
        title: 'Accessible by default',
        text: 'Semantic markup, keyboard support and sufficient colour contrast are part of every build. That helps every visitor, and it helps your search rankings too.',
      },
      {
        title: 'Code you own',
        text: 'You receive the source code, hosting access and documentation. No lock-in and no proprietary page builder you cannot leave.',
      },
      {
        title: 'One team, start to finish',
        text: 'Strategy, design, development and launch are handled by the same Hamilton-based team, so nothing gets lost between handoffs.',
      },
    ],
  },
  cta: {
    heading: 'Ready to plan your new website?',
    text: "Book a free 30-minute consultation. We'll review your goals, recommend the right package and give you a clear timeline before any work begins.",
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

export const wordpressDevelopmentPage: ServicePage = {
  slug: 'wordpress-development',
  categoryId: 'development',
  name: pageServices['wordpress-development'].name,
  title: 'WordPress Development in Hamilton | Lakeforge Digital',
  metaDescription:
    'WordPress websites and WooCommerce stores by Lakeforge Digital in Hamilton, Ontario. Custom themes, simple editing and fast load times, from $349.',
  hero: {
    eyebrow: 'WordPress Development',
    heading: 'WordPress sites your team will actually enjoy updating',
    intro:
      "We build custom WordPress themes and WooCommerce stores with editing tools shaped around your content. You get the flexibility of the web's most widely used content management system, without the bloat of heavy themes and dozens of plug-ins.",
  },
  packagesHeading: 'WordPress packages',
  packagesIntro:
    'From a tidy brochure site to a full online store. Every package includes security hardening, backups and training, so your site is ready to run from day one.',
  packages: [
    {
      name: 'Essentials',
      price: '$349',
      bestFor: 'Small businesses that want a tidy, easy-to-edit WordPress site on a modest budget.',
      features: [
        'Up to 5 pages on a lightweight, customized theme',
        'Block editor set-up with reusable sections',
        'Contact form and Google Maps embed',
        'Yoast SEO configured with titles and a sitemap',
        'Security hardening and automated backups',
        '1 round of revisions',
        'Delivered in 7 business days',
        '14 days of post-launch support',
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Professional',
      price: '$649',
      bestFor: 'Growing businesses that publish regularly and want a look that is entirely their own.',
      features: [
        'Up to 12 pages on a custom-designed theme',
        "Custom blocks and fields shaped around your team's content",
        'Blog with categories, author pages and social sharing',
        'Migration of up to 30 existing pages or posts',
        'Speed optimization with caching and image compression',
        'One-hour editor training, recorded for your team',
        '2 rounds of revisions',
        'Delivered in 15 business days',
        '30 days of post-launch support',
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Commerce',
      price: '$1,199',
      bestFor: 'Retailers and product businesses ready to sell online with WooCommerce.',
      features: [
        'WooCommerce store with up to 50 products loaded',
        'Secure payments through Stripe or PayPal',
        'Shipping zones and Canadian and US sales tax set-up',
        'Custom product, cart and checkout templates',
        'Order and low-stock notification emails',
        'Up to 15 content pages on a custom theme',
        'Store management training session',
        '3 rounds of revisions',
        'Delivered in 25 business days',
        '60 days of post-launch support',
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  technologies: {
    heading: 'Platforms and tools',
    items: ['WordPress', 'WooCommerce', 'Gutenberg', 'Advanced Custom Fields', 'PHP', 'MySQL', 'Yoast SEO', 'Stripe'],
  },
  reasons: {
    heading: 'Why choose us for WordPress',
    items: [
      {
        title: 'Custom, not cookie-cutter',
        text: 'We build themes from a clean starting point instead of bending a marketplace theme, so your site loads faster and looks like your brand.',
      },
      {
        title: 'Editing made simple',
        text: 'Content goes into clear fields and reusable blocks, so staff can update pages without breaking the layout.',
      },
      {
        title: 'Only the plug-ins you need',
        text: 'Every plug-in we add is reviewed, actively maintained and necessary. Fewer moving parts mean fewer security updates and fewer surprises.',
      },
      {
        title: 'Ready for ongoing care',
        text: 'Once launched, your site can move straight onto one of our maintenance plans for updates, backups and monitoring.',
      },
    ],
  },
  cta: {
    heading: "Let's talk about your WordPress project",
    text: "Whether you're starting fresh or rescuing an existing site, a free 30-minute call is the quickest way to a clear scope and price.",
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

export const mobileAppDevelopmentPage: ServicePage = {
  slug: 'mobile-app-development',
  categoryId: 'development',
  name: pageServices['mobile-app-development'].name,
  title: 'Mobile App Development in Hamilton | Lakeforge Digital',
  metaDescription:
    'iOS and Android app development by Lakeforge Digital in Hamilton, Ontario. Cross-platform apps from prototype to store launch, with packages from $1,499.',
  hero: {
    eyebrow: 'Mobile App Development',
    heading: 'From app idea to App Store, with one team',
    intro:
      'We design and build cross-platform mobile apps for iOS and Android with React Native: one shared codebase, without giving up the native look and feel. Design, development, testing and store submission are all handled in-house.',
  },
  packagesHeading: 'Mobile app packages',
  packagesIntro:
    'Start with a focused first version, then grow it with real user feedback. Every package includes design, development, testing and help with store submission.',
  packages: [
    {
      name: 'MVP',
      price: '$1,499',
      bestFor: 'Start-ups and teams validating an idea with a focused first release.',
      features: [
        'Cross-platform app for iOS and Android',
        'Up to 5 core screens',
        'Clickable prototype before development begins',
        'Sign-in with email or Google',
        'Push notifications',
        'App Store and Google Play submission support',
        '1 round of revisions',
        'Delivered in 4 weeks',
        '30 days of bug-fix support',
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Professional',
      price: '$2,499',
      bestFor: 'Businesses launching a customer-facing app with accounts, payments or bookings.',
      features: [
        'Cross-platform app with up to 12 screens',
        'Custom interface design aligned with your brand',
        'Backend with database, file storage and an admin panel',
        'In-app payments or bookings',
        'Analytics and crash reporting',
        'Beta testing through TestFlight and Google Play testing tracks',
        '2 rounds of revisions',
        'Delivered in 8 weeks',
        '60 days of bug-fix support',
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Enterprise',
      price: CONTACT_PRICE,
      bestFor: 'Organizations that need complex integrations, offline use or strict security requirements.',
      features: [
        'Native modules in Swift and Kotlin where needed',
        'Integrations with your existing systems and APIs',
        'Offline mode with background data sync',
        'Role-based access and a security review',
        'Automated testing and release pipelines',
        'Dedicated project manager with sprint demos',
        'Timeline and milestones scoped with you',
        'Ongoing support and maintenance agreement',
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  technologies: {
    heading: 'Technologies we build with',
    items: [
      'React Native',
      'Expo',
      'TypeScript',
      'Swift',
      'Kotlin',
      'Firebase',
      'App Store Connect',
      'Google Play Console',
    ],
  },
  reasons: {
    heading: 'Our app development approach',
    items: [
      {
        title: 'Prototype first',
        text: 'You tap through a working prototype before any code is written, so changes are cheap and decisions are made with something real in hand.',
      },
      {
        title: 'One codebase, two platforms',
        text: 'React Native lets us ship to iOS and Android together, which lowers both your build cost and your maintenance cost.',
      },
      {
        title: 'Built to pass review',
        text: 'We follow Apple and Google guidelines from the first sprint and manage the store submission process with you.',
      },
      {
        title: 'Measured after launch',
        text: 'Analytics and crash reporting show how people really use the app, so the next release is guided by evidence.',
      },
    ],
  },
  cta: {
    heading: 'Have an app idea?',
    text: "Tell us about it in a free 30-minute consultation. You'll leave with a recommended scope, platform approach and price range.",
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

export const maintenancePage: ServicePage = {
  slug: 'maintenance',
  categoryId: 'development',
  name: pageServices.maintenance.name,
  title: 'Website Maintenance Plans | Lakeforge Digital',
  metaDescription:
    'Website maintenance by Lakeforge Digital in Hamilton, Ontario: updates, backups, security monitoring and content edits. A $300 tune-up or care from $199/month.',
  hero: {
    eyebrow: 'Website Maintenance',
    heading: 'Keep your website secure, fast and up to date',
    intro:
      'Outdated plug-ins, expired certificates and broken forms quietly cost businesses customers. Our maintenance plans take care of the routine work and catch problems before your visitors do.',
  },
  packagesHeading: 'Maintenance plans',
  packagesIntro:
    'Choose a one-time tune-up to get your site back in shape, or an ongoing plan for continuous care. We maintain WordPress, custom-built and most hosted websites.',
  packages: [
    {
      name: 'Tune-Up',
      price: '$300 one-time',
      bestFor: 'Websites that have gone without care for a while and need a thorough clean-up.',
      features: [
        'Full health check of speed, security and SEO basics',
        'Core, theme and plug-in updates',
        'Broken link and form testing',
        'Malware scan and removal of unused plug-ins',
        'Full backup taken before any change',
        'Written report with findings and next steps',
        'Completed within 5 business days',
        '14 days of follow-up support',
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Care Plan',
      price: '$199/month',
      bestFor: 'Businesses that rely on their website and want it looked after every month.',
      features: [
        'Weekly core, theme and plug-in updates',
        'Daily off-site backups kept for 30 days',
        'Uptime monitoring every 5 minutes',
        'Security monitoring and a web application firewall',
        'Up to 2 hours of content edits per month',
        'Monthly performance and security report',
        'Support requests answered within one business day',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Premium',
      price: CONTACT_PRICE,
      bestFor: 'E-commerce and high-traffic sites where every minute of downtime costs revenue.',
      features: [
        'Everything in the Care Plan',
        '24/7 monitoring with emergency response',
        'Staging site for testing every update',
        'Hourly backups with one-click restore',
        'Monthly development hours for improvements',
        'Quarterly speed and accessibility audits',
        'Priority support with a 4-hour response time',
        'Dedicated account manager',
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  technologies: {
    heading: 'Platforms and tools we work with',
    items: [
      'WordPress',
      'WooCommerce',
      'Cloudflare',
      'Wordfence',
      'UpdraftPlus',
      'GitHub',
      'Sentry',
      'Google Search Console',
    ],
  },
  reasons: {
    heading: 'Why clients trust us with their websites',
    items: [
      {
        title: 'Updates tested, not rushed',
        text: 'We check updates for conflicts and take a fresh backup first, so a plug-in release never takes your site down.',
      },
      {
        title: 'Problems caught early',
        text: 'Uptime and security monitoring alert us within minutes, often before anyone else notices something is wrong.',
      },
      {
        title: 'Real people, quick replies',
        text: 'Requests go straight to our Hamilton team, and most small edits are completed the same business day.',
      },
      {
        title: 'Any website, not just ours',
        text: "We look after sites built by other agencies too, starting with a tune-up so we know exactly what we're taking on.",
      },
    ],
  },
  cta: {
    heading: 'Stop worrying about your website',
    text: "Book a free 30-minute consultation and we'll review your site and recommend the right level of care.",
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

/** The 'development' category's service pages: their content loads together, with any one of them. */
export const developmentPages: readonly ServicePage[] = [
  webDevelopmentPage,
  wordpressDevelopmentPage,
  mobileAppDevelopmentPage,
  maintenancePage,
];
