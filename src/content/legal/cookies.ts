/** The cookie policy, at /cookies (shared.ts: what the legal pages share). */
import { type LegalDocument, PRIVACY_EMAIL, PRIVACY_LAST_UPDATED, siteHost } from './shared';

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
