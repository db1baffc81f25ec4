/** Service pages of the 'creative' category. */
import { highlight, pageServices, perItemBlocks } from '../catalogue';
import type { ServicePage } from '../types';

export const graphicDesignPage: ServicePage = {
  slug: 'graphic-design',
  categoryId: 'creative',
  name: pageServices['graphic-design'].name,
  title: 'Graphic Design & Branding in Hamilton | Lakeforge Digital',
  metaDescription:
    'Graphic design and branding by Lakeforge Digital in Hamilton, Ontario. Logos, brand kits, print and digital design, with packages from $149 and one-off items.',
  hero: {
    eyebrow: 'Graphic Design',
    heading: 'Design that makes a strong first impression',
    intro:
      'From a new logo to a complete brand identity, we create visuals that are distinctive, consistent and practical to use. Every file is delivered ready for print and for the web, so you can use it anywhere.',
  },
  packagesHeading: 'Graphic design packages',
  packagesIntro:
    "Packages for new and growing brands, each with final files in every format you'll need. Need a single item? See the per-item pricing below.",
  packages: [
    {
      name: 'Essentials',
      price: '$149',
      bestFor: 'New businesses that need a professional logo and the basics to get started.',
      features: [
        'Logo design with 3 initial concepts',
        'Business card design',
        'Colour palette and font pairing',
        'Final files for print and web: AI, PDF, SVG and PNG',
        '2 rounds of revisions',
        'Delivered in 5 business days',
        'Full ownership of the final artwork',
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Brand Kit',
      price: '$199',
      bestFor: 'Businesses that want a consistent look across print, email and social media.',
      features: [
        'Logo design with 4 initial concepts and colour variations',
        'Business card and letterhead design',
        'Email signature design',
        'Social media profile and cover images',
        'One-page brand guide',
        'Final files for print and web: AI, PDF, SVG and PNG',
        '3 rounds of revisions',
        'Delivered in 7 business days',
        'Full ownership of the final artwork',
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Brand Identity',
      price: '$499',
      bestFor: 'Companies launching or refreshing a brand that has to work everywhere.',
      features: [
        'Brand discovery workshop',
        'Logo suite with primary, secondary and icon versions',
        'Stationery set: business card, letterhead and envelope',
        'Brochure or flyer design',
        '10 editable social media templates',
        'Brand guidelines document',
        '5 rounds of revisions',
        'Delivered in 15 business days',
        '30 days of design support after delivery',
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  reasons: {
    heading: 'Our design process',
    items: [
      {
        title: 'Discover',
        text: 'A short questionnaire about your business, customers and competitors means every design is grounded in strategy rather than guesswork.',
      },
      {
        title: 'Design',
        text: 'You receive distinct concepts, each with a brief explanation of the thinking behind it.',
      },
      {
        title: 'Refine',
        text: 'We develop your chosen direction through clear, structured rounds of feedback until it is right.',
      },
      {
        title: 'Deliver',
        text: 'Final files arrive organized and labelled, in every format your printer, web developer and social media team will ask for.',
      },
    ],
  },
  perItem: perItemBlocks['graphic-design'],
  cta: {
    heading: "Let's design something memorable",
    text: 'Book a free 30-minute consultation to talk through your brand and get a recommendation for the right package.',
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

export const contentPage: ServicePage = {
  slug: 'content',
  categoryId: 'creative',
  name: pageServices.content.name,
  title: 'Content Creation & Copywriting | Lakeforge Digital',
  metaDescription:
    'Content creation by Lakeforge Digital in Hamilton, Ontario: SEO blog posts, website copy, email campaigns and short-form video, with plans from $249/month.',
  hero: {
    eyebrow: 'Content Creation',
    heading: 'Content that earns attention and builds trust',
    intro:
      "Our writers, designers and video editors produce content that answers your customers' questions and supports your search, social and email marketing. Every piece is researched, edited and on-brand.",
  },
  packagesHeading: 'Content plans',
  packagesIntro:
    "Monthly content plans with a predictable output. Topics are agreed with you in advance, and every piece is reviewed before it's published.",
  packages: [
    {
      name: 'Starter',
      price: '$249/month',
      bestFor: 'Businesses starting a blog to support their search rankings.',
      features: [
        '4 blog posts per month, up to 800 words each',
        'Keyword research for every topic',
        'Custom featured image for each post',
        'Monthly topic plan for your approval',
        '1 round of revisions per piece',
        'Drafts delivered within 5 business days of topic approval',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: false,
      highlightColor: highlight.teal,
    },
    {
      name: 'Growth',
      price: '$349/month',
      bestFor: 'Growing brands that publish across their blog, email and social channels.',
      features: [
        '4 blog posts per month, up to 1,200 words each',
        '1 email newsletter per month',
        '8 social media captions adapted from your articles',
        'SEO optimization and internal linking',
        'Custom graphics for each piece',
        'Publishing to your website',
        '2 rounds of revisions per piece',
        'Drafts delivered within 5 business days of topic approval',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: true,
      highlightColor: highlight.blue,
    },
    {
      name: 'Authority',
      price: '$499/month',
      bestFor: 'Companies that want to become the go-to expert in their industry.',
      features: [
        '6 blog posts per month, up to 1,500 words each',
        '2 email campaigns per month',
        '2 short-form videos per month',
        'Interviews with your subject-matter experts',
        'Content strategy and quarterly topic planning',
        'Publishing and promotion on your website and social channels',
        'Monthly content performance report',
        '2 rounds of revisions per piece',
        "Month-to-month, cancel with 30 days' notice",
      ],
      popular: false,
      highlightColor: highlight.navy,
    },
  ],
  reasons: {
    heading: 'How we create content',
    items: [
      {
        title: 'Research-led',
        text: "Topics come from keyword data, real customer questions and your sales team's experience, not guesswork.",
      },
      {
        title: 'Written by people',
        text: 'Experienced writers draft every piece, and an editor checks it for accuracy, clarity and tone.',
      },
      {
        title: 'Made to be reused',
        text: 'One article becomes social posts, a newsletter section and a short video, so every piece goes further.',
      },
      {
        title: 'Yours to keep',
        text: 'You own everything we create, with full rights to publish, edit and reuse it.',
      },
    ],
  },
  cta: {
    heading: 'Need content that works harder?',
    text: "Book a free 30-minute consultation and we'll suggest topics and a publishing rhythm suited to your audience.",
    label: 'Book a Free Consultation',
    href: '/#cta',
  },
};

/** The 'creative' category's service pages: their content loads together, with any one of them. */
export const creativePages: readonly ServicePage[] = [graphicDesignPage, contentPage];
