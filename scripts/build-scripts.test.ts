import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  budgetFor,
  firstLoadScripts,
  htmlBudgetLines,
  measureHtml,
  routeForHtmlFile,
  sectionFiles,
} from './check-bundle-size';
import {
  fillTemplate,
  htmlFileFor,
  bootScript,
  inlineStylesheets,
  minifyPageCss,
  paintPreloads,
  robotsTxt,
  sitemapXml,
  splitServerStyles,
  stylesRecordFile,
} from './prerender';

describe('prerender helpers', () => {
  it('maps routes to the files Hosting serves with clean URLs', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/about')).toBe('about.html');
    expect(htmlFileFor('/services/seo')).toBe('services/seo.html');
    expect(routeForHtmlFile('services/seo.html')).toBe('/services/seo');
    expect(routeForHtmlFile('index.html')).toBe('/');
  });

  it('fills the template with the head, preloads, JSON-LD and markup, marking the 404 page', () => {
    const template = '<head><!--app-head--></head><body><div id="root"><!--app-html--></div></body>';
    const page = { head: '<title>T</title>', styles: '<style>x</style>', html: '<h1>Hi</h1>', preloads: '' };
    const html = fillTemplate(template, page, { name: '</script><script>alert(1)</script>' }, { notFound: true });
    expect(html).toContain('<title>T</title>');
    expect(html).toContain('<style>x</style>');
    expect(html).toContain('<div id="root" data-not-found="true"><h1>Hi</h1></div><script type="application/ld+json">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('copies dollar signs in page content literally', () => {
    const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';
    const page = { head: '', styles: '', html: "<p>$499, $$ and $& and $'</p>", preloads: '' };
    expect(fillTemplate(template, page, { priceRange: '$$' })).toContain(`<p>$499, $$ and $& and $'</p>`);
    expect(fillTemplate(template, page, { priceRange: '$$' })).toContain('"priceRange":"$$"');
  });

  it("names one boot script, which loads the entry, its chunks and the page's other chunks; all count as first load", () => {
    const template =
      '<link rel="icon" href="/favicon.svg">\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react.js">';
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      'src/boot.ts': { file: 'assets/boot.js' },
      '_react.js': { file: 'assets/react.js' },
      '_content.js': { file: 'assets/content.js', imports: ['_react.js'] },
      'src/pages/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_content.js', '_react.js'] },
    };
    const html = bootScript(template, manifest, 'src/pages/HomePage.tsx', {
      href: '/assets/styled-abc.txt',
      version: '6.6.0',
    });
    expect(html).toBe(
      '<link rel="icon" href="/favicon.svg">\n    <script type="module" src="/assets/boot.js" data-app="/assets/index.js" ' +
        'data-preload="/assets/react.js /assets/HomePage.js /assets/content.js" ' +
        'data-styles="/assets/styled-abc.txt" data-styles-version="6.6.0"></script>',
    );
    expect(firstLoadScripts(html)).toEqual([
      '/assets/boot.js',
      '/assets/index.js',
      '/assets/react.js',
      '/assets/HomePage.js',
      '/assets/content.js',
    ]);
    expect(() => bootScript(template, { 'index.html': manifest['index.html'] }, 'src/pages/HomePage.tsx')).toThrow(
      /src\/boot\.ts/,
    );
  });

  it("counts the module script and preloads of a page that is not prerendered (the back office's) as its first load", () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/staff.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react.js"></head>';
    expect(firstLoadScripts(html)).toEqual(['/assets/staff.js', '/assets/react.js']);
  });

  it("splits styled-components' server stylesheet into the page's CSS and the record styled-components reads", () => {
    const serverStyles =
      '<style data-styled="true" data-styled-version="6.6.0">*{box-sizing:border-box;}/*!sc*/\n' +
      'data-styled.g1[id="sc-global-a"]{content:"sc-global-a1,"}/*!sc*/\n' +
      '.kLmNo{color:red;}/*!sc*/\n@media (min-width: 640px){.kLmNo{color:blue;}}/*!sc*/\n' +
      'data-styled.g2[id="sc-x-0"]{content:"kLmNo,"}/*!sc*/\n</style>';
    const { css, record, version } = splitServerStyles(serverStyles);
    expect(css).toBe('*{box-sizing:border-box;}.kLmNo{color:red;}@media (min-width: 640px){.kLmNo{color:blue;}}');
    // styled-components splits what it reads at '/*!sc*/' and a line break.
    expect(record).toBe(
      'data-styled.g1[id="sc-global-a"]{content:"sc-global-a1,"}/*!sc*/\n' +
        'data-styled.g2[id="sc-x-0"]{content:"kLmNo,"}/*!sc*/\n',
    );
    expect(version).toBe('6.6.0');
    expect(stylesRecordFile(record)).toMatch(/^assets\/styled-[0-9a-f]{12}\.txt$/);
    expect(stylesRecordFile(record)).not.toBe(stylesRecordFile(record.replace('kLmNo', 'pQrSt')));
    expect(() => splitServerStyles('<style>.a{}</style>')).toThrow(/version/);
  });

  it('counts what a lazy section adds: its chunks, the ones it imports later, their CSS, not the first load', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/pages/HomePage.tsx'] },
      '_react.js': { file: 'assets/react.js' },
      'src/pages/HomePage.tsx': { file: 'assets/HomePage.js', dynamicImports: ['src/Section.tsx'] },
      'src/Section.tsx': { file: 'assets/Section.js', imports: ['index.html'], dynamicImports: ['src/Wizard.tsx'] },
      'src/Wizard.tsx': { file: 'assets/Wizard.js', imports: ['_react.js', '_sdk.js'], css: ['assets/Wizard.css'] },
      '_sdk.js': { file: 'assets/sdk.js' },
    };
    const firstLoad = ['/assets/index.js', '/assets/react.js', '/assets/HomePage.js'];
    expect(sectionFiles(manifest, 'src/Section.tsx', firstLoad)).toEqual([
      'assets/Section.js',
      'assets/Wizard.js',
      'assets/Wizard.css',
      'assets/sdk.js',
    ]);
  });

  it('leaves out of a section a part loaded later and budgeted on its own, but not the chunks they share', () => {
    const manifest = {
      'src/App.tsx': { file: 'assets/App.js', imports: ['_shared.js'], dynamicImports: ['src/Later.tsx'] },
      'src/Later.tsx': { file: 'assets/Later.js', imports: ['_shared.js', '_only-later.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_only-later.js': { file: 'assets/only-later.js' },
    };
    expect(sectionFiles(manifest, 'src/App.tsx', [], ['src/Later.tsx'])).toEqual(['assets/App.js', 'assets/shared.js']);
    expect(sectionFiles(manifest, 'src/Later.tsx', ['assets/App.js', 'assets/shared.js'])).toEqual([
      'assets/Later.js',
      'assets/only-later.js',
    ]);
  });

  it('inlines the stylesheets, so the first paint waits on no CSS request', async () => {
    const template = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    const html = await inlineStylesheets(template, async (href) => `/* ${href} */ body{margin:0;content:"$&"}\n`);
    expect(html).toBe('<head><style>/* /assets/index-1.css */ body{margin:0;content:"$&"}</style></head>');
  });

  it('preloads the hero poster at high priority and the fonts of the inlined CSS', () => {
    const template =
      '<style>@font-face{src:url(/assets/inter-latin-1.woff2)}@font-face{src:url(/assets/jakarta-2.woff2)}</style>';
    const hero = '<section><video aria-hidden="true" poster="/media/hero-home-poster.webp"></video></section>';
    expect(paintPreloads(hero, template).split('\n    ')).toEqual([
      '<link rel="preload" as="image" href="/media/hero-home-poster.webp" fetchpriority="high">',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-latin-1.woff2" crossorigin>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/jakarta-2.woff2" crossorigin>',
    ]);
    expect(paintPreloads('<h1>Blog</h1>', '<style></style>')).toBe('');
  });

  it('writes a sitemap with the content date of each page, and robots.txt, for the canonical origin', () => {
    const xml = sitemapXml('https://lakeforge.ca', [
      { path: '/', priority: 1, lastModified: '2026-11-21' },
      { path: '/about', priority: 0.7, lastModified: '2026-10-02' },
    ]);
    expect(xml).toContain('<loc>https://lakeforge.ca/</loc>\n    <lastmod>2026-11-21</lastmod>');
    expect(xml).toContain(
      '<loc>https://lakeforge.ca/about</loc>\n    <lastmod>2026-10-02</lastmod>\n    <priority>0.7</priority>',
    );
    expect(robotsTxt('https://lakeforge.ca')).toContain('Sitemap: https://lakeforge.ca/sitemap.xml');
  });

  it('finds the budget of a route by exact path, then by the longest matching prefix pattern', () => {
    const budgets = { default: 100, routes: { '/': 140, '/services/*': 130, '/services/seo': 120, '/blog/*': 110 } };
    expect(budgetFor(budgets, '/')).toBe(140);
    expect(budgetFor(budgets, '/services/ads')).toBe(130);
    expect(budgetFor(budgets, '/services/seo')).toBe(120);
    expect(budgetFor(budgets, '/services')).toBe(100);
    expect(budgetFor(budgets, '/about')).toBe(100);
  });

  it('minifies the page CSS without changing what it selects or sets', () => {
    const css =
      ".a{color:#FFFFFF;margin:0px 0px 0px 0px;}@media (min-width: 1024px){.a{padding:0.5rem;}}:where(svg[data-icon='line']){fill:none;}";
    expect(minifyPageCss(css)).toBe(
      '.a{color:#fff;margin:0}@media (width>=1024px){.a{padding:.5rem}}:where(svg[data-icon=line]){fill:none}',
    );
  });

  it('fails a page whose HTML is over the gzip budget, and names it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'html-budget-'));
    try {
      await mkdir(join(dir, 'services'));
      await writeFile(join(dir, 'index.html'), `<!doctype html><p>${'small '.repeat(2000)}</p>`);
      // Random bytes do not compress: 15,000 of them in hex are more than 14,000 bytes of gzip.
      await writeFile(join(dir, 'services/seo.html'), `<!doctype html><p>${randomBytes(15_000).toString('hex')}</p>`);
      const report = await measureHtml(dir, 14_000);
      expect(report.over.map((page) => page.route)).toEqual(['/services/seo']);
      expect(report.pages.map((page) => page.route)).toEqual(['/services/seo', '/']);
      expect(htmlBudgetLines(report, 14_000).join('\n')).toMatch(
        /1 over:\n {2}\/services\/seo +\d+ B {2}<- OVER BUDGET$/,
      );
      expect((await measureHtml(dir, 40_000)).over).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
