/** The privacy policy, at /privacy (shared.ts: what the legal pages share). */
import { company } from '../company';
import { type LegalDocument, PRIVACY_EMAIL, PRIVACY_LAST_UPDATED, mailingAddress, siteHost } from './shared';

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
        "Our team's chat service: receives a short notice of each new booking, inquiry and service request, so that our team sees it at once. The notice gives only your name and what you asked for: the date and time of your consultation, or the service (and package) you chose. It never includes your email address, your message, your project requirements or the purpose of your meeting.",
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
        'Consultation bookings, and the emails about a change to one: 12 months after the meeting date.',
        'Contact inquiries and service requests: 24 months after we receive them.',
        "The notice of your booking, inquiry or request in our team's chat: our own records keep only whether it was delivered, never its text, and delete that with the booking, inquiry or request. The message itself stays in our team's channel, where our chat service keeps it; deleting your information (below) removes our records, not messages already posted there.",
        'Our record of what our team did with your information (who looked at, changed, exported or deleted it, and when): 24 months, like the inquiries it is about.',
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
        `You may ask to see the personal information we hold about you, ask us to correct it, or withdraw your consent to our use of it (subject to legal or contractual restrictions), in which case we will delete it unless the law requires us to keep it. If you live in Quebec, the Act respecting the protection of personal information in the private sector (Law 25) gives you the same rights. Send your request to ${PRIVACY_EMAIL}, from the email address you used with us or naming it.`,
        'To show you what we hold, we find every booking, inquiry, service request and email record under your email address, with our record of what our team did with them, and send it to you as a single file.',
        'To delete it, we first cancel any consultation you still have booked, and you receive the usual cancellation email. Then we delete or permanently anonymise every record that names you. An email we still owe you about that cancellation is kept only until it has been sent. Our record of the deletion says that it happened and when, never whose information it was.',
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
