/**
 * Legal pages: /privacy, /terms and /cookies.
 *
 * These describe what the site actually does (see DESIGN.md): three forms whose data the Cloud
 * Functions store in Cloud Firestore and email through SendGrid; a public availability read that
 * holds no personal data; no cookies, analytics, advertising or third-party scripts; self-hosted
 * fonts. If any of that changes, change these texts in the same commit.
 */

import { company } from './company';

export interface LegalSection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalDocument {
  readonly title: string;
  /** ISO date 'YYYY-MM-DD'. */
  readonly lastUpdated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export const PRIVACY_EMAIL = 'privacy@lakeforge.ca';
export const LEGAL_LAST_UPDATED = '2026-11-21';
/** The privacy and cookie policies since they describe how a visit's source is kept (issue #29). */
export const PRIVACY_LAST_UPDATED = '2026-11-26';

const { address } = company;
const mailingAddress = `${company.legalName}, ${address.street}, ${address.city}, Ontario ${address.postalCode}, Canada`;
const siteHost = company.siteUrl.replace(/^https:\/\//, '');

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: PRIVACY_LAST_UPDATED,
  intro: `This policy explains what personal information ${company.legalName} (“Lakeforge”, “we”, “us”) collects through ${siteHost}, why we collect it, where it is stored, how long we keep it and what choices you have. We handle personal information in accordance with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA).`,
  sections: [
    {
      heading: 'Who is responsible for your information',
      paragraphs: [
        `${company.legalName} is responsible for the personal information described in this policy. Our Privacy Officer oversees how we handle it and answers questions about this policy.`,
        `You can reach our Privacy Officer by email at ${PRIVACY_EMAIL}, by phone at ${company.phone}, or by mail at ${mailingAddress}.`,
      ],
    },
    {
      heading: 'What we collect and why',
      paragraphs: [
        'We collect only the information you choose to give us through the three forms on this site, and we use it only for the purpose of the form you used:',
      ],
      list: [
        'Booking a free consultation: your name, email address, the purpose of the meeting you select and the date and time you choose. We use it to reserve the time for you, send you a confirmation, prepare for the meeting and contact you about it.',
        'Contact form: your name, email address, the service you are interested in (optional) and your message. We use it to answer you.',
        'Service request: your name, email address, the service and package you selected and the project requirements you describe. We use it to follow up with questions, a proposal or a quote.',
        'Emails you send us directly, including job applications sent to our careers address: whatever you include in them. We use them to reply and, for applications, to consider you for the role.',
      ],
    },
    {
      heading: 'What we do not collect',
      paragraphs: [
        'You do not need an account to use this site, and we do not ask for payment details online. Please do not include sensitive information, such as health or financial details, in a form or message; we do not need it to answer you.',
        'This site does not use cookies, analytics, advertising or tracking technologies, social media plugins or third-party scripts, and its fonts are served from our own domain. Our Cookie Policy explains this in more detail.',
      ],
    },
    {
      heading: 'Technical information',
      paragraphs: [
        'Like every website, our servers receive some technical information when your browser requests a page or submits a form: your IP address, your browser type, the page requested and the time of the request. We use it only to deliver the site, keep it secure and limit repeated form submissions from the same source, which protects the forms from spam. Where request logs are kept, they are deleted within 30 days.',
        "To show which consultation times are free, the booking calendar reads a list of times that are already taken. That list contains only meeting times: it never contains anyone's name, email address or meeting purpose.",
      ],
    },
    {
      heading: 'How you found us',
      paragraphs: [
        "To learn which pages, websites and campaigns bring us enquiries, the first page you open on this site notes three things in your browser's session storage for this tab: the address of that page on our site (with any campaign tags, the utm_ parameters, in its link, and nothing else from it), the name of the website whose link brought you here (only its address, such as https://www.example.com, never the page you came from), and those campaign tags. It sets no cookie, contains nothing that identifies you, is not sent anywhere on its own, and is deleted by your browser when you close the tab.",
        'It leaves your browser only with a form you choose to submit: when you book a consultation, send a message or request a service, it is sent with your form, stored with your booking, inquiry or request, shown to our team in the notification email and in our records of enquiries, and deleted with them, on the schedule below (24 months for inquiries and service requests). If your browser blocks site storage or runs without JavaScript, nothing is kept, and your form is sent without it.',
      ],
    },
    {
      heading: 'How we use and share your information',
      paragraphs: [
        'We use your information only for the purposes described above and to meet our legal obligations. We do not sell or rent personal information, we do not use it for advertising, and we do not share it with anyone except the service providers listed below.',
        "We do not add you to a mailing list. The emails you receive from us about your booking, message or request are part of the service you asked for. We will only send you marketing messages if you give us your express consent, as Canada's Anti-Spam Legislation (CASL) requires, and you can withdraw it at any time.",
      ],
    },
    {
      heading: 'Service providers and where your information is stored',
      paragraphs: [
        'We use carefully chosen service providers to run this site. They process personal information on our behalf, only to provide their services to us, under contracts that require them to protect it:',
      ],
      list: [
        'Google Firebase (Google LLC): hosts the site, runs the server functions that receive the forms, and stores bookings, inquiries and service requests in Google Cloud Firestore.',
        'SendGrid, a Twilio company (Twilio Inc.): delivers the confirmation emails you receive and the notification emails our team receives.',
        'Our business email provider: holds the notification emails and any correspondence that follows.',
      ],
    },
    {
      heading: 'Information stored outside Canada',
      paragraphs: [
        'Our service providers may store or process your information outside Canada, including in the United States. While it is there, it is protected by their contractual and security commitments but is subject to the laws of that country, and may be accessible to its courts, law enforcement and national security authorities.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal information only as long as we need it for the purpose it was collected, and then delete it or make it anonymous:',
      ],
      list: [
        'Consultation bookings: 12 months after the meeting date.',
        'Contact inquiries and service requests: 24 months after our last exchange with you.',
        'Job applications: 12 months after the role is filled, unless you ask us to keep yours for future openings or to delete it sooner.',
        'Server request logs: no more than 30 days.',
        'If you become a client, the records of our work together are kept for the length of the engagement and afterwards as long as Canadian tax and business law requires, generally six years.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'All traffic to and from this site is encrypted with HTTPS. Information sent through the forms can only be written by our server functions and can never be read from a web browser. Access to stored information is limited to the team members who need it to answer you, using accounts protected by two-step verification. Our providers encrypt stored data.',
        'No method of transmission or storage is perfectly secure. If a breach of security safeguards involving your information creates a real risk of significant harm to you, we will notify you and report it to the Office of the Privacy Commissioner of Canada, as PIPEDA requires.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        `You may ask to see the personal information we hold about you, ask us to correct it, or withdraw your consent to our use of it (subject to legal or contractual restrictions), in which case we will delete it unless the law requires us to keep it. Send your request to ${PRIVACY_EMAIL}.`,
        'We answer requests free of charge within 30 days. We may ask you to confirm your identity before we release or change anything. If we cannot fully grant a request, we will explain why in writing.',
      ],
    },
    {
      heading: 'Questions and complaints',
      paragraphs: [
        `If you have a concern about how we have handled your information, please contact our Privacy Officer first at ${PRIVACY_EMAIL}; we will look into it and reply in writing.`,
        'If you are not satisfied with our answer, you have the right to file a complaint with the Office of the Privacy Commissioner of Canada: online at www.priv.gc.ca, by phone toll-free at 1-800-282-1376, or by mail at 30 Victoria Street, Gatineau, Quebec K1A 1H3.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This site is intended for businesses and adults. We do not knowingly collect personal information from anyone under 16. If you believe a child has sent us information, contact us and we will delete it.',
      ],
    },
    {
      heading: 'Links to other websites',
      paragraphs: [
        'Our site links to other websites, including our Google review form, our social media profiles and the websites of clients whose projects we show. Those sites have their own privacy practices, which this policy does not cover.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We will update this policy before we change how we handle personal information, and revise the “last updated” date above. If a change is significant, we will say so clearly on this page.',
      ],
    },
  ],
};

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

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  lastUpdated: PRIVACY_LAST_UPDATED,
  intro: `The short version: ${siteHost} does not use cookies. This page explains what that means, what happens when you use the booking calendar and forms, and what your browser may still keep on its own.`,
  sections: [
    {
      heading: 'What cookies are',
      paragraphs: [
        'Cookies are small text files that a website asks your browser to store and send back on later visits. Sites use them to keep you signed in, remember preferences, measure visits with analytics, or follow you across the web with advertising. Similar technologies include browser storage, tracking pixels and device fingerprinting.',
      ],
    },
    {
      heading: 'This site sets no cookies',
      paragraphs: [
        'We do not set any cookies, first-party or third-party, and we do not use similar technologies to recognize or track you: no identifiers in browser storage, no tracking pixels, no fingerprinting. That is why you do not see a cookie banner here.',
        "The one thing this site keeps in your browser is a note of how you found us, in the session storage of the tab you opened it in: the first page you visited, the website whose link brought you (its address only) and any campaign tags in that link. It is not a cookie and identifies no one; your browser deletes it when you close the tab, and it reaches us only if you submit a form. Our Privacy Policy, under 'How you found us', explains what happens then.",
        'There is no analytics, advertising or social media tracking on this site, and it loads no third-party scripts. Its pages, fonts, images and videos are all served from our own domain. The social media icons are plain links; nothing from those platforms loads until you choose to visit them.',
      ],
    },
    {
      heading: 'The booking calendar',
      paragraphs: [
        'When you open the booking section, your browser asks our database (Google Cloud Firestore) which consultation times are already taken, using an ordinary HTTPS request. That request carries no cookie and nothing that identifies you, and no cookie is set in return. The list it reads contains only meeting times, never names or email addresses.',
      ],
    },
    {
      heading: 'Google reviews',
      paragraphs: [
        "The testimonials on our home page include public reviews of our business on Google, which our server fetches once a day through the Google Maps Platform. When you scroll to them, your browser reads them from our database in the same way as the booking calendar, never from Google, and reviewers' photos are not shown. The reviews remain subject to Google's Terms of Service (https://policies.google.com/terms) and Privacy Policy (https://policies.google.com/privacy).",
      ],
    },
    {
      heading: 'Forms',
      paragraphs: [
        'When you book a consultation, send a message or submit a service request, your browser sends the information you entered to our server, and no cookie is involved. Our Privacy Policy explains what we do with that information.',
      ],
    },
    {
      heading: "Your browser's cache",
      paragraphs: [
        "Like every browser, yours may keep copies of files it has downloaded from this site, such as pages, stylesheets, scripts, fonts, images and video, in its standard cache so that later visits load faster. The cache is managed by your browser, is not a cookie, and contains nothing about you from us. You can clear it at any time in your browser's settings.",
      ],
    },
    {
      heading: 'Other websites',
      paragraphs: [
        "Links on this site lead to other websites, such as our Google review form, our social media profiles and our clients' websites. Once you follow a link, that website may set its own cookies under its own policy, which we do not control.",
      ],
    },
    {
      heading: 'Managing cookies in your browser',
      paragraphs: [
        "You can block or delete cookies in your browser's settings at any time. Because we set none, blocking cookies does not affect how this site works.",
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we ever introduce cookies or similar technologies, we will update this policy before doing so and ask for your consent wherever the law requires it.',
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [`Questions about this policy can be sent to ${PRIVACY_EMAIL}.`],
    },
  ],
};
