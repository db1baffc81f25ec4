/** Service pages of the 'marketing' category. */
import { CONTACT_PRICE, highlight, pageServices, perItemBlocks } from '../catalogue';
import type { ServicePage } from '../types';

export const adsPage: ServicePage = {
  slug: 'ads',
  categoryId: 'marketing',
  name: pageServices.ads.name,
  title: 'Google & Meta Ads Management | Lakeforge Digital',
  metaDescription:
    'Google Ads and Meta ads management by Lakeforge Digital in Hamilton, Ontario. Accurate conversion tracking, weekly optimization and reports you can read.',
  hero: {
    eyebrow: 'Google & Meta Ads',
    heading: 'Ad campaigns measured in leads and sales, not clicks',
    intro:
      'We plan, build and manage paid campaigns on Google Search, YouTube, Facebook and Instagram. Every account starts with accurate conversion tracking, so budget decisions rest on what actually brings in customers.',
  },
  packagesHeading: 'Ads management plans',
  packagesIntro:
    'A flat monthly management fee plus a 5% commission on your ad spend. Your ad budget is paid directly to Google or Meta, so you always see exactly where your money goes.',
  packages: [
    {
      name: 'Launch',
      price: '$99/mo + 5% commission',
      bestFor: 'Local businesses testing paid advertising on a single platform.',
      features: [
        'One platform: Google Ads or Meta (Facebook and Instagram)',
        'Up to 2 campaigns with 3 ad variations each',
        'Keyword or audience research',
        'Conversion tracking for calls and form submissions',
        'Monthly budget and bid adjustments',
        'Monthly performance report',
        'Campaigns live within 7 business days',
        'Email support with a reply within one business day',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Growth',
      price: '$199/mo + 5% commission',
      bestFor: 'Businesses ready to scale proven offers across both Google and Meta.',
      features: [
        'Google Ads and Meta ads managed together',
        'Up to 6 campaigns, including retargeting',
        'Ad copy and static creative for every campaign',
        'Conversion tracking with Google Analytics 4 and the Meta Pixel',
        'Landing page recommendations and A/B tests',
        'Weekly optimization of bids, audiences and negative keywords',
        'Live reporting dashboard and a monthly review call',
        'Campaigns live within 10 business days',
        'Priority support with a same-business-day reply',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Enterprise',
      price: CONTACT_PRICE,
      bestFor: 'Multi-location brands and online stores with large or complex ad budgets.',
      features: [
        'Google Search, Performance Max, YouTube, Meta and LinkedIn',
        'Campaigns across multiple locations, brands or regions',
        'Shopping campaigns and product feed management',
        'Server-side tracking and offline conversion imports',
        'Creative production, including short video ads',
        'Dedicated account strategist',
        'Bi-weekly strategy calls and quarterly planning',
        'Custom reporting connected to your CRM and revenue',
        'Onboarding timeline scoped to your accounts',
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  technologies: {
    heading: 'Ad platforms and tracking tools',
    items: [
      'Google Ads',
      'Meta Ads Manager',
      'YouTube Ads',
      'LinkedIn Ads',
      'Google Analytics 4',
      'Google Tag Manager',
      'Meta Pixel',
      'Looker Studio',
    ],
  },
  reasons: {
    heading: 'How we manage your ad spend',
    items: [
      {
        title: 'Tracking before spending',
        text: 'We confirm that calls, forms and purchases are recorded correctly before a single campaign goes live.',
      },
      {
        title: 'Transparent fees',
        text: 'A flat monthly fee plus 5% of spend, with no hidden mark-ups. You keep ownership of your ad accounts and all of their data.',
      },
      {
        title: 'Continuous testing',
        text: 'New headlines, creative and audiences are tested every month, and budget moves toward whatever performs best.',
      },
      {
        title: 'Reports you can read',
        text: 'Each report leads with leads, sales and cost per result, followed by what we changed and what we plan to try next.',
      },
    ],
  },
  cta: {
    heading: 'Find out what your ad budget could do',
    text: "In a free 30-minute consultation we'll review your current campaigns or goals and outline a realistic first-month plan.",
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

export const digitalMarketingPage: ServicePage = {
  slug: 'digital-marketing',
  categoryId: 'marketing',
  name: pageServices['digital-marketing'].name,
  title: 'Digital Marketing Agency in Hamilton | Lakeforge Digital',
  metaDescription:
    'Full-service digital marketing from Lakeforge Digital in Hamilton, Ontario: SEO, paid ads, social media, email and reporting for growing North American brands.',
  hero: {
    eyebrow: 'Digital Marketing',
    heading: 'One marketing team, every channel, clear results',
    intro:
      'We bring SEO, paid advertising, social media, email and content together under a single strategy. Instead of juggling several vendors, you get one plan, one monthly report and one team accountable for growth.',
  },
  packagesHeading: 'Digital marketing retainers',
  packagesIntro:
    'Monthly retainers scoped to your goals and budget. The range reflects the number of channels and the volume of work; we confirm a fixed fee after a discovery call.',
  packages: [
    {
      name: 'Foundation',
      price: '$1,000-$2,500/month',
      bestFor: 'Small businesses building a consistent marketing presence on two or three channels.',
      features: [
        'Marketing audit and a 90-day plan',
        'Up to 3 channels, such as SEO, Google Ads and social media',
        'Monthly content calendar',
        'Google Business Profile management',
        'Monthly email newsletter',
        'Conversion tracking and analytics set-up',
        'Monthly report and review call',
        'Onboarding completed within 2 weeks',
        '3-month minimum term, then month-to-month',
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Growth',
      price: '$3,000-$6,000/month',
      bestFor: 'Growing companies that want a full-funnel program across search, ads, social and email.',
      features: [
        'Full-funnel strategy with quarterly planning',
        'Up to 5 channels managed together',
        '4 SEO-optimized articles per month',
        'Paid search and paid social campaign management',
        'Email automation for new leads and existing customers',
        'Landing page design and conversion testing',
        'Live dashboard and bi-weekly check-in calls',
        'Dedicated marketing strategist',
        'Onboarding completed within 3 weeks',
        '3-month minimum term, then month-to-month',
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Enterprise',
      price: CONTACT_PRICE,
      bestFor: 'Multi-location and national brands with in-house teams that need a senior marketing partner.',
      features: [
        'Omnichannel strategy across regions or brands',
        'Marketing automation and CRM integration',
        'Market and competitor research',
        'Creative production for video, display and social',
        'Attribution modelling and revenue reporting',
        'Senior strategist supported by channel specialists',
        'Weekly stand-ups and quarterly business reviews',
        'Service levels agreed in writing',
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  reasons: {
    heading: 'How we approach digital marketing',
    items: [
      {
        title: 'Strategy before tactics',
        text: 'Every engagement starts with an audit of your market, competitors and current results, turned into a 90-day plan with measurable targets.',
      },
      {
        title: 'Channels that support each other',
        text: 'Search, ads, social and email share the same messaging and data, so each channel makes the others work harder.',
      },
      {
        title: 'Honest reporting',
        text: 'We report on leads, sales and cost per acquisition rather than vanity metrics, and explain what changed and why.',
      },
      {
        title: 'Flexible commitment',
        text: 'After the first three months, retainers run month-to-month. We keep your business by delivering results, not by locking you in.',
      },
    ],
  },
  cta: {
    heading: "Let's build your growth plan",
    text: "Tell us where your business is today and where you want it to be. We'll reply within 24 hours to set up a discovery call.",
    label: 'Contact Us',
    href: '#contact',
  },
};

export const socialMediaPage: ServicePage = {
  slug: 'social-media',
  categoryId: 'marketing',
  name: pageServices['social-media'].name,
  title: 'Social Media Management in Hamilton | Lakeforge Digital',
  metaDescription:
    'Social media management by Lakeforge Digital in Hamilton, Ontario. Custom posts, short-form video, community management and reporting, from $99/month.',
  hero: {
    eyebrow: 'Social Media Management',
    heading: 'Social media that sounds like you and keeps showing up',
    intro:
      'We plan, design and publish content for the platforms your customers actually use. You approve a monthly calendar; we handle the captions, graphics, scheduling and reporting.',
  },
  packagesHeading: 'Social media plans',
  packagesIntro:
    'Monthly plans that scale with the number of platforms and posts. Every plan includes a content calendar that you approve before anything goes live.',
  packages: [
    {
      name: 'Starter',
      price: '$99/month',
      bestFor: 'Small businesses that need a consistent presence on one or two platforms.',
      features: [
        '15 custom-designed posts per month',
        'Up to 2 platforms',
        'Captions and hashtag research',
        'Monthly content calendar for your approval',
        'Scheduling and publishing',
        'Monthly performance summary',
        '1 round of revisions per calendar',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Growth',
      price: '$149/month',
      bestFor: 'Businesses ready to grow their audience across three platforms.',
      features: [
        '25 custom-designed posts per month',
        'Up to 3 platforms',
        'Stories and carousel posts included',
        'Captions, hashtags and defined content pillars',
        'Comment and message monitoring on business days',
        'Monthly performance report with recommendations',
        '2 rounds of revisions per calendar',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: false,
      highlightColor: highlight.amber,
    },
    {
      name: 'Pro',
      price: '$199/month',
      bestFor: 'Brands that want to lead their market on social media with video and active engagement.',
      features: [
        '35 custom-designed posts per month',
        'Up to 4 platforms, including TikTok or LinkedIn',
        '4 short-form videos or Reels per month',
        'Community management with replies within one business day',
        'Competitor and trend monitoring',
        'Monthly strategy call and detailed analytics report',
        '3 rounds of revisions per calendar',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
  ],
  technologies: {
    heading: 'Platforms we manage',
    items: [
      'Instagram',
      'Facebook',
      'LinkedIn',
      'TikTok',
      'YouTube',
      'Pinterest',
      'Google Business Profile',
      'Meta Business Suite',
    ],
  },
  reasons: {
    heading: 'What makes our social media work different',
    items: [
      {
        title: 'Your voice, written well',
        text: 'We learn how your business talks to its customers and write captions that sound like you, not like a template.',
      },
      {
        title: 'Designed in-house',
        text: 'Every graphic and video is made by our own designers to match your brand colours, fonts and style.',
      },
      {
        title: 'You approve first',
        text: "Nothing is published until you've reviewed the month's calendar, and changes are quick to make.",
      },
      {
        title: 'Numbers that matter',
        text: 'Monthly reports focus on reach, engagement, website visits and inquiries, with clear next steps.',
      },
    ],
  },
  perItem: perItemBlocks['social-media'],
  cta: {
    heading: 'Ready for a social presence that works?',
    text: "Book a free 30-minute consultation and we'll review your current profiles and recommend the right plan.",
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

export const seoPage: ServicePage = {
  slug: 'seo',
  categoryId: 'marketing',
  name: pageServices.seo.name,
  title: 'SEO Services in Hamilton, Ontario | Lakeforge Digital',
  metaDescription:
    'SEO by Lakeforge Digital in Hamilton, Ontario. Technical audits, local SEO, content and link building for businesses across North America, from $499/month.',
  hero: {
    eyebrow: 'Search Engine Optimization',
    heading: 'Get found by customers who are already searching',
    intro:
      'We improve the technical health, content and authority of your website so it ranks for the searches that bring in business. Our work is transparent: you see every change we make and what it achieved.',
  },
  packagesHeading: 'SEO plans',
  packagesIntro:
    'SEO compounds over time, so every plan is monthly. Expect early technical wins in the first month and meaningful ranking movement within three to six months.',
  packages: [
    {
      name: 'Local',
      price: '$499/month',
      bestFor: 'Businesses serving one city or region that want to win local searches and map results.',
      features: [
        'Technical SEO audit and fixes for up to 25 pages',
        'Google Business Profile optimization and monthly posts',
        'Keyword research for up to 15 local keywords',
        'On-page optimization of 4 pages per month',
        'Local citation building and clean-up',
        'Monthly ranking and traffic report',
        'Work begins within 5 business days',
        'Email support with a reply within one business day',
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Growth',
      price: '$1,499/month',
      bestFor: 'Companies competing regionally or across North America for high-value keywords.',
      features: [
        'Full technical audit with ongoing monitoring',
        'Keyword strategy covering up to 50 keywords',
        '4 SEO-optimized articles per month',
        'On-page optimization of 10 pages per month',
        'Digital PR and quality link building',
        'Schema markup and Core Web Vitals improvements',
        'Quarterly competitor gap analysis',
        'Monthly report and strategy call',
        'Work begins within 5 business days',
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Enterprise',
      price: CONTACT_PRICE,
      bestFor: 'Large websites, online stores and multi-location brands.',
      features: [
        'SEO for large sites, including English and French versions',
        'Local SEO for multiple locations',
        'Category and product page optimization for online stores',
        'Log file analysis and crawl budget management',
        'Content strategy with a dedicated writer',
        'Developer-ready technical tickets for your team',
        'Dedicated SEO lead with weekly updates',
        'Custom reporting tied to leads and revenue',
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  technologies: {
    heading: 'Tools we use',
    items: [
      'Google Search Console',
      'Google Analytics 4',
      'Google Business Profile',
      'Semrush',
      'Ahrefs',
      'Screaming Frog',
      'PageSpeed Insights',
      'Schema.org',
    ],
  },
  reasons: {
    heading: 'Our approach to SEO',
    items: [
      {
        title: 'Technical foundations first',
        text: 'We fix crawl errors, slow pages and indexing problems before building content, because rankings start with a healthy site.',
      },
      {
        title: 'Content with intent',
        text: 'Every article answers a real question your customers ask, written by people and checked for accuracy.',
      },
      {
        title: 'White-hat methods only',
        text: 'No link schemes or shortcuts that risk a penalty. We earn links with useful content and genuine outreach.',
      },
      {
        title: 'Clear monthly reporting',
        text: 'Rankings, organic traffic and leads from search in one report, with a plain-language summary of what we did.',
      },
    ],
  },
  cta: {
    heading: 'See where your website stands',
    text: "Book a free 30-minute consultation and we'll walk you through the quick wins and bigger opportunities we see for your site.",
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

/** The 'marketing' category's service pages: their content loads together, with any one of them. */
export const marketingPages: readonly ServicePage[] = [adsPage, digitalMarketingPage, socialMediaPage, seoPage];
