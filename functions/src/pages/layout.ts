/**
 * The frame of the pages the functions answer a natively posted form with (the browser had no
 * script, so the answer is a whole page): the site's header, a dark title band, a content area and
 * the footer, in the site's colours (src/domain/brand.ts) and type scale. Styles are one inline
 * `<style>` (the site's CSP allows inline styles, never inline scripts); there is no script at all.
 * Every string from a visitor is escaped by the callers with `escapeMarkup`.
 */
import { brandColors as c } from '../../../src/domain/brand.js';
import { company } from '../../../src/domain/company.js';
import { escapeMarkup } from '../../../src/domain/markup.js';

export interface PageFrame {
  /** The document's title (without the site name). */
  title: string;
  eyebrow: string;
  heading: string;
  /** Escaped HTML under the heading. */
  intro: string;
  /** Escaped HTML of the page's content. */
  main: string;
}

const NAV = [
  ['/', 'Home'],
  ['/services', 'Services'],
  ['/portfolio', 'Portfolio'],
  ['/blogs', 'Blog'],
  ['/about', 'About'],
  ['/contact', 'Contact'],
] as const;

const heading = "'Plus Jakarta Sans Variable', 'Plus Jakarta Sans', system-ui, -apple-system, 'Segoe UI', sans-serif";
const body = "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', sans-serif";

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font-family:${body};font-size:1rem;line-height:1.6;color:${c.text};background:${c.surface}}
h1,h2,h3{font-family:${heading};color:${c.ink};line-height:1.2;letter-spacing:-0.02em;margin:0 0 .5rem}
a{color:${c.primary}}
a:focus-visible,button:focus-visible{outline:3px solid ${c.primary};outline-offset:3px}
.skip{position:absolute;left:-9999px}.skip:focus{left:1rem;top:1rem;z-index:10;background:${c.white};padding:.5rem 1rem}
.wrap{width:100%;max-width:1200px;margin:0 auto;padding:0 1.25rem}
header.site{background:${c.white};border-bottom:1px solid ${c.border}}
header.site .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:72px}
header.site img{display:block;width:160px;height:auto}
header.site nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;padding:0;list-style:none}
header.site nav a{color:${c.ink};font-weight:600;font-size:.9375rem;text-decoration:none}
header.site nav a:hover{color:${c.primary}}
header.site nav li:not(:last-child){display:none}
@media (min-width:768px){header.site nav li:not(:last-child){display:list-item}}
.band{background:linear-gradient(135deg,${c.ink} 0%,${c.inkSoft} 100%);color:${c.textOnDark}}
.band .wrap{padding-top:3rem;padding-bottom:3rem}
.eyebrow{margin:0 0 .75rem;color:${c.tealBright};font-family:${heading};font-size:.8125rem;font-weight:800;letter-spacing:.12em;text-transform:uppercase}
.band h1{color:${c.white};font-size:clamp(1.875rem,1.4rem + 2vw,2.75rem)}
.band p{max-width:640px;margin:.75rem 0 0;font-size:1.125rem;color:${c.textOnDark}}
main .wrap{padding-top:2.5rem;padding-bottom:4rem}
.card{max-width:760px;margin:0 auto;padding:1.5rem;background:${c.white};border:1px solid ${c.border};border-radius:22px;box-shadow:0 12px 40px rgba(11,21,48,.14)}
@media (min-width:640px){.card{padding:3rem}}
.card>h2{font-size:clamp(1.5rem,1.2rem + 1.2vw,2rem)}
.notice{margin:0 0 1.5rem;padding:1rem 1.25rem;border-left:4px solid ${c.danger};border-radius:8px;background:#fef3f2;color:${c.text}}
.notice.ok{border-left-color:${c.success};background:#ecfdf3}
.notice h2{font-size:1.125rem;margin:0 0 .25rem;color:${c.danger}}
.notice.ok h2{color:${c.success}}
.notice p{margin:0}.notice p+p{margin-top:.5rem}
.notice ul{margin:.5rem 0 0;padding-left:1.25rem}
.notice a{color:${c.danger};font-weight:600}
dl.summary{display:grid;gap:.75rem;margin:0 0 1.5rem;padding:1rem;border-radius:14px;background:${c.primarySoft}}
@media (min-width:640px){dl.summary{grid-template-columns:repeat(2,minmax(0,1fr))}}
dl.summary dt{font-size:.8125rem;font-weight:700;letter-spacing:.06em;text-transform:uppercase;color:${c.primaryHover}}
dl.summary dd{margin:0;font-family:${heading};font-weight:700;color:${c.ink};overflow-wrap:anywhere}
form{display:grid;gap:1.5rem}
.row{display:grid;gap:1.5rem}
@media (min-width:640px){.row{grid-template-columns:repeat(2,minmax(0,1fr))}}
.field{display:flex;flex-direction:column;gap:.5rem;min-width:0}
label{font-weight:600;font-size:.9375rem;color:${c.ink}}
label .note{font-weight:400;color:${c.textMuted}}
input,select,textarea{width:100%;min-height:48px;padding:.75rem 1rem;border:1.5px solid #94a3b8;border-radius:8px;background:${c.white};color:${c.text};font:inherit}
textarea{resize:vertical;line-height:1.5}
input:focus,select:focus,textarea:focus{outline:none;border-color:${c.primary};box-shadow:0 0 0 3px rgba(36,84,230,.2)}
[aria-invalid=true]{border-color:${c.danger}}
.error{display:flex;gap:.5rem;margin:0;font-size:.9375rem;color:${c.danger}}
.error span{display:inline-grid;place-items:center;flex:none;width:18px;height:18px;margin-top:2px;border-radius:50%;background:${c.danger};color:${c.white};font-size:12px;font-weight:700;line-height:1}
.hp{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:1rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:52px;padding:0 2rem;border:0;border-radius:999px;background:${c.primary};color:${c.white};font-family:${heading};font-weight:700;font-size:.9375rem;text-decoration:none;cursor:pointer}
.button:hover{background:${c.primaryHover}}
.button.secondary{background:transparent;color:${c.primary};box-shadow:inset 0 0 0 2px ${c.primary}}
.button.secondary:hover{background:${c.primarySoft}}
@media (max-width:639px){.actions .button{width:100%}}
.other{margin:1.5rem 0 0;color:${c.textMuted};font-size:.9375rem}
footer.site{background:${c.ink};color:${c.textOnDarkMuted};font-size:.9375rem}
footer.site .wrap{display:grid;gap:1rem;padding-top:2.5rem;padding-bottom:2.5rem}
@media (min-width:768px){footer.site .wrap{grid-template-columns:2fr 1fr 1fr}}
footer.site strong{display:block;color:${c.white};font-family:${heading}}
footer.site a{color:${c.textOnDark}}
footer.site p{margin:0}
`;

const { address } = company;

/** A whole page in the site's look. */
export function renderPage(frame: PageFrame): string {
  const nav = NAV.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('');
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeMarkup(frame.title)} | ${escapeMarkup(company.name)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLES}</style>
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site"><div class="wrap">
<a href="/"><img src="/images/logo.svg" alt="${escapeMarkup(company.name)} home" width="184" height="37"></a>
<nav aria-label="Main"><ul>${nav}</ul></nav>
</div></header>
<div class="band"><div class="wrap">
<p class="eyebrow">${escapeMarkup(frame.eyebrow)}</p>
<h1>${escapeMarkup(frame.heading)}</h1>
<p>${frame.intro}</p>
</div></div>
<main id="main"><div class="wrap">
${frame.main}
</div></main>
<footer class="site"><div class="wrap">
<p><strong>${escapeMarkup(company.name)}</strong>${escapeMarkup(company.tagline)}.</p>
<p><strong>Call or write</strong><a href="${escapeMarkup(company.phoneHref)}">${escapeMarkup(company.phone)}</a><br><a href="mailto:${escapeMarkup(company.email)}">${escapeMarkup(company.email)}</a></p>
<p><strong>Studio</strong>${escapeMarkup(address.street)}<br>${escapeMarkup(`${address.city}, ${address.region} ${address.postalCode}`)}</p>
</div></footer>
</body>
</html>
`;
}

/** The agency's phone and email as links, for "what else you can do" lines. */
export function otherWaysToReach(): string {
  return (
    `call us on <a href="${escapeMarkup(company.phoneHref)}">${escapeMarkup(company.phone)}</a> or email ` +
    `<a href="mailto:${escapeMarkup(company.email)}">${escapeMarkup(company.email)}</a>`
  );
}
