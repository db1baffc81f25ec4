import { describe, expect, it } from 'vitest';
import { mainNavLinks, navCurrent } from './navLinks';

const link = (label: string) => mainNavLinks.find((entry) => entry.label === label)!;

describe('navCurrent', () => {
  it('marks the exact page', () => {
    expect(navCurrent(link('Services'), '/services')).toBe('page');
    expect(navCurrent(link('Home'), '/')).toBe('page');
    expect(navCurrent(link('Blog'), '/blogs/')).toBe('page');
  });

  it('marks the section, not the page, on its child pages', () => {
    expect(navCurrent(link('Services'), '/services/seo')).toBe('true');
    expect(navCurrent(link('Blog'), '/blog/website-speed-small-business')).toBe('true');
  });

  it('marks nothing elsewhere, and Home only on the home page', () => {
    expect(navCurrent(link('Home'), '/services')).toBeUndefined();
    expect(navCurrent(link('Services'), '/servicesx')).toBeUndefined();
    expect(navCurrent(link('Blog'), '/blogsx')).toBeUndefined();
    expect(navCurrent(link('Portfolio'), '/blog/x')).toBeUndefined();
  });
});
