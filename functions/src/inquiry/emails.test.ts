/**
 * Email building, below the schemas: even if a line break or markup reached a template, headers
 * stay on one line and the HTML stays inert.
 */
import { describe, expect, it } from 'vitest';
import { TEST_MAIL } from '../../../tests/functions/support.js';
import { address, parseAddress } from '../mail/mailer.js';
import { bookingConfirmation, bookingNotification } from '../booking/emails.js';
import {
  contactAcknowledgement,
  contactNotification,
  serviceRequestAcknowledgement,
  serviceRequestNotification,
} from './emails.js';

const context = { id: 'ref-1', now: new Date('2026-11-23T15:10:00Z') };

describe('headers', () => {
  it('never carry a line break from visitor input', () => {
    const payload = {
      name: 'Eve\r\nBcc: victim@example.com\u2028X',
      email: 'eve@example.com',
      service: '' as const,
      message: 'Hi',
    };
    for (const message of [
      contactNotification(payload, context, TEST_MAIL),
      contactAcknowledgement(payload, TEST_MAIL),
    ]) {
      const headerText = [message.subject, message.to.name, message.replyTo?.name].join('|');
      expect(headerText).not.toMatch(/[\r\n\u2028\u2029]/);
    }
    expect(contactNotification(payload, context, TEST_MAIL).subject).toBe(
      'New inquiry from Eve Bcc: victim@example.com X',
    );
  });

  it('parse the MAIL_FROM and AGENCY_INBOX parameters', () => {
    expect(parseAddress('Lakeforge Digital <hello@lakeforge.ca>')).toEqual({
      email: 'hello@lakeforge.ca',
      name: 'Lakeforge Digital',
    });
    expect(parseAddress('"Lakeforge Digital" <hello@lakeforge.ca>')).toEqual({
      email: 'hello@lakeforge.ca',
      name: 'Lakeforge Digital',
    });
    expect(parseAddress(' hello@lakeforge.ca ')).toEqual({ email: 'hello@lakeforge.ca' });
    expect(() => parseAddress('Lakeforge Digital')).toThrow('Not an email address');
    expect(address('a@example.com', '  ')).toEqual({ email: 'a@example.com' });
  });
});

describe('bodies', () => {
  it('escape every visitor string in HTML and keep the text part readable', () => {
    const payload = {
      serviceType: 'SEO <b>',
      serviceCategory: 'Marketing & "Growth"',
      package: "Pro's",
      name: 'Ada <Lovelace>',
      email: 'ada@example.com',
      requirements: 'Line 1\n<script>x</script>',
    };
    const message = serviceRequestNotification(payload, context, TEST_MAIL);
    expect(message.html).toContain('SEO &lt;b&gt;');
    expect(message.html).toContain('Marketing &amp; &quot;Growth&quot;');
    expect(message.html).toContain('Pro&#39;s');
    expect(message.html).toContain('Line 1<br>&lt;script&gt;x&lt;/script&gt;');
    expect(message.html).not.toContain('<script>');
    expect(message.text).toContain('Requirements:\n  Line 1\n  <script>x</script>');
    expect(message.text).toContain('Received: Monday, November 23, 2026, 10:10 AM EST');
    expect(message.text).toContain('Reference: ref-1');
  });

  it('carry the agency’s name and phone number', () => {
    const message = contactAcknowledgement(
      { name: 'Ada', email: 'ada@example.com', service: 'ppc', message: 'Buy cheap pills at spam.example' },
      TEST_MAIL,
    );
    for (const body of [message.text, message.html]) {
      expect(body).toContain('Lakeforge Digital');
      expect(body).toContain('(905) 555-0142');
    }
    expect(message.text).toContain('You asked about: PPC & Paid Advertising');
    // The visitor's own message is not echoed back to an unverified address.
    expect(message.text + message.html).not.toContain('spam.example');
  });
});

describe('where the lead came from', () => {
  const source = {
    landingPage: '/services/seo?utm_source=news&utm_campaign=%3Cb%3E',
    referrerOrigin: 'https://mail.example.com',
    utm: { utm_source: 'news', utm_campaign: '<b>Spring & "sale"</b>' },
  };
  const contact = { name: 'Ada', email: 'ada@example.com', service: '' as const, message: 'Hello', source };
  const serviceRequest = {
    serviceType: 'SEO',
    serviceCategory: 'Marketing',
    package: 'Pro',
    name: 'Ada',
    email: 'ada@example.com',
    requirements: '',
    source,
  };
  const bookingDetails = {
    name: 'Ada',
    email: 'ada@example.com',
    purpose: 'Website Development',
    start: new Date('2026-11-24T16:00:00Z'),
    slotId: '2026-11-24T16:00:00.000Z',
    source,
  };

  it("is in the agency's notifications, escaped in HTML, and in none of the visitor's emails", () => {
    const notifications = [
      contactNotification(contact, context, TEST_MAIL),
      serviceRequestNotification(serviceRequest, context, TEST_MAIL),
      bookingNotification(bookingDetails, TEST_MAIL, context.now),
    ];
    for (const message of notifications) {
      expect(message.text).toContain('Landing page: /services/seo?utm_source=news&utm_campaign=%3Cb%3E');
      expect(message.text).toContain('Referrer: https://mail.example.com');
      expect(message.text).toContain('UTM source: news');
      expect(message.text).toContain('UTM campaign: <b>Spring & "sale"</b>');
      expect(message.text).not.toContain('UTM medium');
      expect(message.html).toContain('&lt;b&gt;Spring &amp; &quot;sale&quot;&lt;/b&gt;');
      expect(message.html).toContain('/services/seo?utm_source=news&amp;utm_campaign=%3Cb%3E');
      expect(message.html).not.toContain('<b>Spring');
    }
    const visitorEmails = [
      contactAcknowledgement(contact, TEST_MAIL),
      serviceRequestAcknowledgement(serviceRequest, TEST_MAIL),
      bookingConfirmation(bookingDetails, TEST_MAIL, context.now, 'https://lakeforge.ca/manage#t'),
    ];
    for (const message of visitorEmails) {
      expect(`${message.text}${message.html}`).not.toMatch(/mail\.example\.com|Landing page|UTM|news/);
    }
  });

  it('says so when the lead arrived without one, and names a direct visit', () => {
    expect(contactNotification({ ...contact, source: undefined }, context, TEST_MAIL).text).toContain(
      'Source: Not recorded',
    );
    const direct = contactNotification({ ...contact, source: { landingPage: '/contact' } }, context, TEST_MAIL);
    expect(direct.text).toContain('Landing page: /contact');
    expect(direct.text).toContain('Referrer: None (a direct visit, or not known)');
  });
});
