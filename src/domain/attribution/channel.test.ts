import { describe, expect, it } from 'vitest';
import { leadChannel } from './channel';

describe('leadChannel', () => {
  it('names a campaign by its utm_* parameters, whatever referred it', () => {
    expect(leadChannel({ referrerOrigin: 'https://www.google.com', utm: { utm_source: 'newsletter' } })).toBe(
      'campaign',
    );
  });

  it('tells search engines and social networks from other sites, with their country domains', () => {
    expect(leadChannel({ referrerOrigin: 'https://www.google.ca' })).toBe('search');
    expect(leadChannel({ referrerOrigin: 'https://google.co.uk' })).toBe('search');
    expect(leadChannel({ referrerOrigin: 'https://duckduckgo.com' })).toBe('search');
    expect(leadChannel({ referrerOrigin: 'https://www.linkedin.com' })).toBe('social');
    expect(leadChannel({ referrerOrigin: 'https://t.co' })).toBe('social');
    expect(leadChannel({ referrerOrigin: 'https://x.com' })).toBe('social');
    // A site whose name merely contains or starts like one.
    expect(leadChannel({ referrerOrigin: 'https://x.hamiltonchamber.ca' })).toBe('referral');
    expect(leadChannel({ referrerOrigin: 'https://googleish.example' })).toBe('referral');
    expect(leadChannel({ referrerOrigin: 'not a url' })).toBe('referral');
  });

  it('calls a visit without a referrer, or a lead without a source, direct', () => {
    expect(leadChannel({ landingPage: '/' })).toBe('direct');
    expect(leadChannel({ utm: {} })).toBe('direct');
    expect(leadChannel(undefined)).toBe('direct');
  });
});
