import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAD_SOURCE_KEY, LEAD_SOURCE_LIMITS } from '../domain/attribution/source';
import { captureLeadSource, storedLeadSource } from './attribution';

/** A page load of `path` on this site, linked from `referrer` ('' for a direct visit). */
function visit(path: string, referrer = '') {
  history.replaceState(null, '', path);
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true });
  captureLeadSource();
}

afterEach(() => {
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
  sessionStorage.clear();
});

describe('the visit source', () => {
  it("keeps the first page with only its utm query, the other site's origin and the utm values", () => {
    visit(
      '/services/seo?gclid=abc&utm_medium=email&email=ada%40example.com&utm_source=newsletter#plans',
      'https://mail.example.com/inbox/message/42?token=secret',
    );
    expect(storedLeadSource()).toEqual({
      landingPage: '/services/seo?utm_source=newsletter&utm_medium=email',
      referrerOrigin: 'https://mail.example.com',
      utm: { utm_source: 'newsletter', utm_medium: 'email' },
    });
    expect(sessionStorage.getItem(LEAD_SOURCE_KEY)).not.toMatch(/secret|inbox|gclid|ada/);
  });

  it('keeps the first page of the tab: later pages do not replace it', () => {
    visit('/?utm_source=newsletter', 'https://mail.example.com/');
    visit('/contact?utm_source=other', 'https://search.example.org/');
    expect(storedLeadSource()).toEqual({
      landingPage: '/?utm_source=newsletter',
      referrerOrigin: 'https://mail.example.com',
      utm: { utm_source: 'newsletter' },
    });
  });

  it('records a direct visit, and a visit from this site or an app, by its page alone', () => {
    visit('/about');
    expect(storedLeadSource()).toEqual({ landingPage: '/about' });
    sessionStorage.clear();
    visit('/contact', `${location.origin}/about`);
    expect(storedLeadSource()).toEqual({ landingPage: '/contact' });
    sessionStorage.clear();
    visit('/contact', 'android-app://com.google.android.gm/');
    expect(storedLeadSource()).toEqual({ landingPage: '/contact' });
  });

  it('cuts long values to the limits the server accepts', () => {
    visit(`/${'p'.repeat(800)}?utm_campaign=${'c'.repeat(400)}`);
    const source = storedLeadSource()!;
    expect(source.utm?.utm_campaign).toBe('c'.repeat(LEAD_SOURCE_LIMITS.utm));
    expect(source.landingPage).toHaveLength(LEAD_SOURCE_LIMITS.landingPage);
  });

  it('skips quietly where storage is refused', () => {
    // A browser that blocks site data throws on the very access to `sessionStorage`.
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => visit('/?utm_source=newsletter')).not.toThrow();
    expect(storedLeadSource()).toBeUndefined();
  });

  it('sends nothing when what is stored is not readable', () => {
    sessionStorage.setItem(LEAD_SOURCE_KEY, '{broken');
    expect(storedLeadSource()).toBeUndefined();
  });
});
