/**
 * Renders one structured email into its plain-text and HTML bodies. Every string that reaches the
 * HTML goes through `escapeMarkup` here, so templates never build markup from visitor input.
 */
import { brandColors } from '../../../src/domain/brand.js';
import { company } from '../../../src/domain/company.js';
import { escapeMarkup } from '../../../src/domain/markup.js';

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

const FONT = "'Inter', 'Segoe UI', Helvetica, Arial, sans-serif";

const addressLine = `${company.address.street}, ${company.address.city}, ${company.address.region} ${company.address.postalCode}`;
/** 'lakeforge.ca' for 'https://lakeforge.ca', as the footer shows the site. */
const hostOf = (siteUrl: string) => new URL(siteUrl).host;

/** The phone number never breaks across lines. */
const escapedPhone = escapeMarkup(company.phone);
const nowrapPhone = `<span style="white-space:nowrap;">${escapedPhone}</span>`;

function paragraphHtml(text: string): string {
  const body = escapeMarkup(text).replace(/\n/g, '<br>').replaceAll(escapedPhone, nowrapPhone);
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:${brandColors.text};">${body}</p>`;
}

function detailValueHtml(detail: EmailDetail): string {
  const escaped = escapeMarkup(detail.value || '—');
  return detail.multiline ? escaped.replace(/\n/g, '<br>') : escaped;
}

function detailsHtml(details: EmailDetail[]): string {
  const rows = details
    .map(
      (detail) =>
        `<tr><th scope="row" align="left" valign="top" style="padding:10px 16px 10px 0;width:34%;font-size:14px;font-weight:600;color:${brandColors.textMuted};border-top:1px solid ${brandColors.border};">${escapeMarkup(detail.label)}</th>` +
        `<td valign="top" style="padding:10px 0;font-size:15px;line-height:1.55;color:${brandColors.ink};border-top:1px solid ${brandColors.border};word-break:break-word;">${detailValueHtml(detail)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;margin:8px 0 24px;">${rows}</table>`;
}

function actionHtml(action: NonNullable<EmailContent['action']>): string {
  return (
    `<p style="margin:0 0 24px;"><a href="${escapeMarkup(action.url)}" style="display:inline-block;padding:12px 20px;` +
    `border-radius:8px;background:${brandColors.primary};color:${brandColors.white};font-size:15px;font-weight:600;text-decoration:none;">` +
    `${escapeMarkup(action.label)}</a></p>`
  );
}

function html(content: EmailContent, siteUrl: string): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="color-scheme" content="light"><title>${escapeMarkup(content.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:${brandColors.surface};font-family:${FONT};">`,
    `<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeMarkup(content.preheader)}</div>`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brandColors.surface};">`,
    '<tr><td align="center" style="padding:32px 16px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;">',
    `<tr><td style="background:${brandColors.ink};border-radius:12px 12px 0 0;padding:20px 32px;">`,
    `<span style="font-size:20px;font-weight:800;letter-spacing:-0.01em;color:${brandColors.white};">Lakeforge<span style="color:${brandColors.tealBright};"> Digital</span></span>`,
    '</td></tr>',
    `<tr><td style="background:${brandColors.white};border:1px solid ${brandColors.border};border-top:0;border-radius:0 0 12px 12px;padding:32px;">`,
    `<h1 style="margin:0 0 20px;font-size:24px;line-height:1.3;color:${brandColors.ink};">${escapeMarkup(content.heading)}</h1>`,
    ...content.intro.map(paragraphHtml),
    content.details && content.details.length > 0 ? detailsHtml(content.details) : '',
    content.action ? actionHtml(content.action) : '',
    ...(content.outro ?? []).map(paragraphHtml),
    '</td></tr>',
    `<tr><td style="padding:20px 32px;font-size:13px;line-height:1.6;color:${brandColors.textMuted};text-align:center;">`,
    `${escapeMarkup(company.name)} · ${escapeMarkup(addressLine)}<br>`,
    `<a href="${escapeMarkup(company.phoneHref)}" style="color:${brandColors.primary};text-decoration:none;">${escapeMarkup(company.phone)}</a>`,
    ` · <a href="${escapeMarkup(siteUrl)}" style="color:${brandColors.primary};text-decoration:none;">${escapeMarkup(hostOf(siteUrl))}</a>`,
    '</td></tr>',
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}

function text(content: EmailContent, siteUrl: string): string {
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
  blocks.push(`--\n${company.name}\n${addressLine}\n${company.phone} · ${hostOf(siteUrl)}`);
  return `${blocks.join('\n\n')}\n`;
}

/** `siteUrl`: the deployed project's address (`MailConfig.siteUrl`), which the footer links to. */
export function renderEmail(siteUrl: string, content: EmailContent): RenderedEmail {
  return { text: text(content, siteUrl), html: html(content, siteUrl) };
}
