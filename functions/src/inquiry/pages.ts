/**
 * How the contact form and the service request answer a browser that posted them natively (no
 * script ran): a 303 to the site's prerendered thank-you page once the inquiry is received, and
 * otherwise a page in the site's look that says what happened and loses nothing the visitor typed.
 */
import type { ApiResponse } from '../http/request.js';
import type { GateRefusal } from '../http/gate.js';
import { escapeMarkup } from '../../../src/domain/markup.js';
import { renderErrorList, renderForm, type NativeForm } from '../pages/formPage.js';
import { otherWaysToReach, renderPage } from '../pages/layout.js';

export interface InquiryPage {
  form: NativeForm;
  /** The prerendered thank-you page a received submission is sent to (a same-origin path). */
  sentPath: string;
  /** The band's eyebrow on every answer page, e.g. 'Contact'. */
  eyebrow: string;
  /** What the visitor sends: 'message', 'request'. */
  noun: string;
  /** The page the form lives on, for a fresh start. */
  startHref: string;
}

function page(status: number, html: string, headers?: Record<string, string>): ApiResponse {
  return headers ? { status, body: {}, html, headers } : { status, body: {}, html };
}

/**
 * 303 See Other: the browser loads the thank-you page with GET, so a reload or Back never posts the
 * form again. A path, never a full URL: the redirect stays on the origin the form was posted from.
 */
export function receivedAnswer(inquiry: InquiryPage): ApiResponse {
  const target = inquiry.sentPath;
  return {
    status: 303,
    body: {},
    headers: { Location: target },
    html: `<!doctype html><title>Sent</title><p><a href="${target}">Continue</a></p>`,
  };
}

function notice(title: string, paragraphs: string, tone: 'error' | 'ok' = 'error'): string {
  return `<div class="notice${tone === 'ok' ? ' ok' : ''}" role="${tone === 'ok' ? 'status' : 'alert'}"><h2>${title}</h2>${paragraphs}</div>`;
}

function formPage(inquiry: InquiryPage, title: string, noticeHtml: string, formHtml: string): string {
  return renderPage({
    title,
    eyebrow: inquiry.eyebrow,
    heading: title,
    intro: `Your ${inquiry.noun} has not been sent yet. Everything you typed is kept below.`,
    main: `<section class="card" aria-label="Your ${inquiry.noun}">${noticeHtml}${formHtml}</section>`,
  });
}

function messagePage(inquiry: InquiryPage, title: string, text: string): string {
  return renderPage({
    title,
    eyebrow: inquiry.eyebrow,
    heading: title,
    intro: text,
    main:
      `<section class="card" aria-label="What you can do"><p>You can ${otherWaysToReach()}.</p>` +
      `<div class="actions"><a class="button" href="${inquiry.startHref}">Back to the form</a></div></section>`,
  });
}

/** The answer to a submission the gate did not let through, as a page. */
export function refusedAnswer(inquiry: InquiryPage, refusal: GateRefusal, json: ApiResponse): ApiResponse {
  switch (refusal.kind) {
    case 'bot':
      // Told nothing, exactly like a person whose inquiry was received.
      return receivedAnswer(inquiry);
    case 'invalid':
      return page(
        400,
        formPage(
          inquiry,
          `Please check your ${inquiry.noun}`,
          notice('Please correct the highlighted fields.', renderErrorList(inquiry.form, refusal.fields)),
          renderForm(inquiry.form, refusal.input, refusal.fields),
        ),
      );
    case 'limited':
      return page(
        429,
        formPage(
          inquiry,
          `Your ${inquiry.noun} was not sent`,
          notice('Please wait before sending again', `<p>${escapeMarkup(refusal.message)}</p>`),
          renderForm(inquiry.form, refusal.input, {}),
        ),
        json.headers,
      );
    case 'unavailable':
      return notStoredAnswer(inquiry, refusal.input, refusal.message);
    case 'cross-site':
      return page(
        403,
        messagePage(
          inquiry,
          'Please use the form on our website',
          `For your safety we only accept this form from our own pages, and this ${inquiry.noun} came from somewhere else. Nothing was sent.`,
        ),
      );
    case 'request':
      return page(
        json.status,
        messagePage(inquiry, `Your ${inquiry.noun} was not sent`, escapeMarkup(String(json.body.error ?? ''))),
        json.headers,
      );
  }
}

/** Storage was unreachable: nothing was kept, so the form comes back filled in, to send again. */
export function notStoredAnswer(inquiry: InquiryPage, input: Record<string, unknown>, error: string): ApiResponse {
  return page(
    503,
    formPage(
      inquiry,
      `Your ${inquiry.noun} was not sent`,
      notice(
        escapeMarkup(error),
        `<p>Our system could not take it just now. Please send it again in a minute, or ${otherWaysToReach()}.</p>`,
      ),
      renderForm(inquiry.form, input, {}),
    ),
  );
}

/**
 * Stored, but the email to the agency failed: the sweep delivers the stored text later (and alerts
 * the agency if it never can), so the visitor is told it is kept and must not send it again (a second
 * native post would be a second inquiry: no script gave it an attempt id).
 */
export function queuedAnswer(inquiry: InquiryPage): ApiResponse {
  return page(
    202,
    renderPage({
      title: `Your ${inquiry.noun} is saved`,
      eyebrow: inquiry.eyebrow,
      heading: `Your ${inquiry.noun} is saved`,
      intro: `We have your ${inquiry.noun}. Our email is slow to deliver right now, so it will reach our team a little later.`,
      main:
        `<section class="card" aria-label="What happens next">` +
        notice(
          'No need to send it again',
          `<p>We keep trying until it is delivered, and we will reply to the email address you gave us. If it is urgent, ${otherWaysToReach()}.</p>`,
          'ok',
        ) +
        `<div class="actions"><a class="button" href="/">Back to the home page</a></div></section>`,
    }),
  );
}
