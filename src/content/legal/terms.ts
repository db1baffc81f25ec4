/** The terms of use, at /terms (shared.ts: what the legal pages share). */
import { company } from '../company';
import { type LegalDocument, LEGAL_LAST_UPDATED, address, mailingAddress, siteHost } from './shared';

export const termsOfUse: LegalDocument = {
  title: 'Terms of Use',
  lastUpdated: LEGAL_LAST_UPDATED,
  intro: `These terms govern your use of ${siteHost}, a website operated by ${company.legalName} of ${address.city}, Ontario (“Lakeforge”, “we”, “us”). By using the site you agree to them. If you do not agree, please do not use the site.`,
  sections: [
    {
      heading: 'What these terms cover',
      paragraphs: [
        'These terms apply to this website only. Any work we do for you is governed by a separate written proposal or service agreement, which takes precedence over anything on this site if the two differ.',
      ],
    },
    {
      heading: 'Using the site',
      paragraphs: ['You may use this site for lawful purposes. When you use it, you agree not to:'],
      list: [
        'submit false information, or information about another person without their permission;',
        'send spam, or use bots, scripts or other automated means to submit forms or book consultation times;',
        'try to disrupt the site, probe or bypass its security or submission limits, or access data that is not meant for you;',
        'copy large parts of the site by scraping or similar methods;',
        'upload or transmit malicious code.',
      ],
    },
    {
      heading: 'Consultation bookings',
      paragraphs: [
        'Consultations booked through the site are free, last 30 minutes and carry no obligation. Times are shown and confirmed in Eastern Time (Toronto). A booking is confirmed when you see the confirmation screen and receive our confirmation email.',
        `To reschedule or cancel, reply to your confirmation email or write to ${company.email}. If we need to move a meeting, we will let you know as early as we can and offer another time. We may cancel bookings that appear to be automated, duplicated or made in bad faith.`,
      ],
    },
    {
      heading: 'Prices and quotes',
      paragraphs: [
        'All prices on this site are in Canadian dollars (CAD) and do not include applicable taxes, such as the Harmonized Sales Tax (HST), which are added to invoices as required by law.',
        'Package prices and the features, timelines and revisions listed with them are a general guide to our services. A price or scope becomes binding only when it is set out in a written proposal or agreement that you accept. Submitting a service request or booking a consultation is an inquiry, not an order, and does not create a contract or any obligation to pay.',
        'Advertising budgets paid to platforms such as Google and Meta are separate from our management fees; where a package includes a commission, it is calculated as your agreement describes. Third-party costs such as domains, hosting, software licences, stock media and printing are extra unless your proposal says otherwise.',
        'We may change the prices on this site at any time. Changes do not affect an agreement you have already accepted. If a price on the site is shown in error, we will tell you before any work begins and are not bound by the incorrect price.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        `The content of this site, including its text, design, graphics, code, images and videos, belongs to ${company.legalName} or is used under licence. You may view it and share links to it, but you may not copy, republish or use it commercially without our written permission. “Lakeforge Digital” and our logo are our trademarks.`,
        "Client names, logos and project images appear with our clients' permission and belong to them. Other names and marks mentioned on the site, such as Google, Meta and WordPress, belong to their respective owners; mentioning them does not imply their endorsement.",
      ],
    },
    {
      heading: 'Portfolio, reviews and links to other websites',
      paragraphs: [
        "Our portfolio links to our clients' websites, and other links lead to our Google review form and social media profiles. We do not control those websites and are not responsible for their content, availability or privacy practices. A client's website may have changed since we worked on it.",
        'Results described in our case studies, reviews and testimonials are those of specific clients and depend on many factors; they are not a promise of the results your business will achieve.',
      ],
    },
    {
      heading: 'Information on the site',
      paragraphs: [
        'Our blog and service pages offer general information. We work to keep them accurate and current, but they are not legal, financial or other professional advice for your specific situation, and we do not guarantee that every detail is complete or up to date.',
      ],
    },
    {
      heading: 'Availability of the site',
      paragraphs: [
        'We may change, suspend or discontinue any part of the site at any time, and we do not guarantee that it will always be available or free of errors.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'The site is provided “as is” and “as available”. To the fullest extent permitted by law, Lakeforge is not liable for any indirect, incidental, special or consequential damages, or for loss of profits, data or business, arising from your use of, or inability to use, this website.',
        'To the fullest extent permitted by law, our total liability for any claim relating to this website (as opposed to services provided under a written agreement) is limited to CAD $100. Nothing in these terms limits any liability that cannot be limited under applicable law.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'Our Privacy Policy explains how we handle personal information you send us, and our Cookie Policy explains why this site uses no cookies. Both form part of these terms.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. You and Lakeforge agree to the jurisdiction of the courts of Ontario, and where the rules of court allow, to proceedings being heard in Hamilton. This does not take away any rights you have under the consumer protection laws of the place where you live.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. The version posted here, with its “last updated” date, applies from that date. Continuing to use the site after a change means you accept the updated terms.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `Questions about these terms can be sent to ${company.email}, by phone at ${company.phone}, or by mail at ${mailingAddress}.`,
      ],
    },
  ],
};
