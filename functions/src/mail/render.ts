/**
 * Renders one structured email into its plain-text and HTML bodies. Every string that reaches the
 * HTML goes through `escapeHtml` here, so templates never build markup from visitor input.
 */
import { company } from '../../../src/domain/company.js';
import { escapeHtml } from '../lib/text.js';

export interface EmailDetail {
  label: string;
  value: string;
  /** Keep the value's line breaks (messages, requirements). */
  multiline?: boolean;
}

export interface EmailContent {
  /** Hidden preview line shown by mail clients after the subject. */
  preheader: string;
  heading: string;
  /** Paragraphs before the details. */
  intro: string[];
  details?: EmailDetail[];
  /** Paragraphs after the details. */
  outro?: string[];
  /** A link shown as a button after the details (in text: the label, then the address). */
  action?: { label: string; url: string };
}

export interface RenderedEmail {
  text: string;
  html: string;
}

/** The site's palette (src/app/theme.ts). */
const COLORS = {
  ink: '#0B1530',
  primary: '#2454E6',
  tealBright: '#12B5A5',
  text: '#0F172A',
  muted: '#475569',
  surface: '#F6F8FC',
  border: '#E2E8F0',
};

const FONT = "'Inter', 'Segoe UI', Helvetica, Arial, sans-serif";

const addressLine = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;
const siteHost = company.siteUrl.replace(/^https?:\/\//, '');

/** The phone number never breaks across lines. */
const escapedPhone = escapeHtml(company.phone);
const nowrapPhone = `<span style="white-space:nowrap;">${escapedPhone}</span>`;

function paragraphHtml(text: string): string {
  const body = escapeHtml(text).replace(/\n/g, '<br>').replaceAll(escapedPhone, nowrapPhone);
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${COLORS.text};">${body}</p>`;
}

function detailValueHtml(detail: EmailDetail): string {
  const escaped = escapeHtml(detail.value || '—');
  return detail.multiline ? escaped.replace(/\n/g, '<br>') : escaped;
}

function detailsHtml(details: EmailDetail[]): string {
  const rows = details
    .map(
      (detail) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:10px 16px 10px 0;width:34%;font-size:14px;font-weight:600;color:${COLORS.muted};border-top:1px solid ${COLORS.border};">${escapeHtml(detail.label)}</th>` +
        `<td valign="top" style="padding:10px 0;font-size:15px;line-height:1.55;color:${COLORS.ink};border-top:1px solid ${COLORS.border};word-break:break-word;">${detailValueHtml(detail)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 24px;">${rows}</table>`;
}

function actionHtml(action: NonNullable<EmailContent['action']>): string {
  return (
    `<p style="margin:0 0 24px;"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;` +
    `border-radius:8px;background:${COLORS.primary};color:#FFFFFF;font-size:15px;font-weight:600;text-decoration:none;">` +
    `${escapeHtml(action.label)}</a></p>`
  );
}

function html(content: EmailContent): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeHtml(content.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:${COLORS.surface};font-family:${FONT};">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.surface};">`,
    '<tr><td align="center" style="padding:32px 16px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;">',
    `<tr><td style="background:${COLORS.ink};border-radius:12px 12px 0 0;padding:20px 32px;">`,
    `<span style="font-size:20px;font-weight:800;letter-spacing:-0.01em;color:#FFFFFF;">Lakeforge<span style="color:${COLORS.tealBright};"> Digital</span></span>`,
    '</td></tr>',
    `<tr><td style="background:#FFFFFF;border:1px solid ${COLORS.border};border-top:0;border-radius:0 0 12px 12px;padding:32px;">`,
    `<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${COLORS.ink};">${escapeHtml(content.heading)}</h1>`,
    ...content.intro.map(paragraphHtml),
    content.details && content.details.length > 0 ? detailsHtml(content.details) : '',
    content.action ? actionHtml(content.action) : '',
    ...(content.outro ?? []).map(paragraphHtml),
    '</td></tr>',
    `<tr><td style="padding:20px 32px;font-size:13px;line-height:1.6;color:${COLORS.muted};text-align:center;">`,
    `${escapeHtml(company.name)} · ${escapeHtml(addressLine)}<br>`,
    `<a href="${escapeHtml(company.phoneHref)}" style="color:${COLORS.primary};text-decoration:none;">${escapeHtml(company.phone)}</a>`,
    ` · <a href="${escapeHtml(company.siteUrl)}" style="color:${COLORS.primary};text-decoration:none;">${escapeHtml(siteHost)}</a>`,
    '</td></tr>',
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

function text(content: EmailContent): string {
  const blocks: string[] = [content.heading, ...content.intro];
  if (content.details && content.details.length > 0) {
    blocks.push(
      content.details
        .map((detail) => {
          const value = detail.value || '—';
          return detail.multiline && value.includes('\n')
            ? `${detail.label}:\n${value.replace(/^/gm, '  ')}`
            : `${detail.label}: ${value}`;
        })
        .join('\n'),
    );
  }
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  blocks.push(...(content.outro ?? []));
  blocks.push(`--\n${company.name}\n${addressLine}\n${company.phone} · ${siteHost}`);
  return `${blocks.join('\n\n')}\n`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  return { text: text(content), html: html(content) };
}
