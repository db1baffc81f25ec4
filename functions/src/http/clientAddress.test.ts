import { describe, expect, it } from 'vitest';
import { postJson } from '../../../tests/functions/support.js';
import { clientAddress, clientAddressSource, UNATTRIBUTED } from './clientAddress.js';

const withHeader = (headers: Record<string, string>) => postJson({}, { headers });
const xff = { header: 'x-forwarded-for', trustedHops: 2 };

describe('clientAddress', () => {
  it('takes the entry the trusted hops point at, whatever the client put to its left', () => {
    expect(clientAddress(withHeader({ 'x-forwarded-for': '203.0.113.7, 66.102.8.142' }), xff)).toBe('203.0.113.7');
    for (const forged of ['1.1.1.1', '1.1.1.1, 2.2.2.2', 'evil, , 3.3.3.3']) {
      const request = withHeader({ 'x-forwarded-for': `${forged}, 203.0.113.7, 66.102.8.142` });
      expect(clientAddress(request, xff)).toBe('203.0.113.7');
    }
  });

  it('puts every request whose header is shorter than the trusted hops in one shared bucket', () => {
    expect(clientAddress(withHeader({ 'x-forwarded-for': '198.51.100.1' }), xff)).toBe(UNATTRIBUTED);
    expect(clientAddress(withHeader({ 'x-forwarded-for': '' }), xff)).toBe(UNATTRIBUTED);
  });

  it('reads another header when configured (one hop: its last value)', () => {
    const request = withHeader({ 'x-fah-client-ip': '198.51.100.4', 'x-forwarded-for': '1.1.1.1, 2.2.2.2' });
    expect(clientAddress(request, { header: 'x-fah-client-ip', trustedHops: 1 })).toBe('198.51.100.4');
    const repeated = { ...request, headers: { ...request.headers, 'x-fah-client-ip': ['9.9.9.9', '198.51.100.4'] } };
    expect(clientAddress(repeated, { header: 'x-fah-client-ip', trustedHops: 1 })).toBe('198.51.100.4');
  });

  it('trusts no header with 0 hops: the socket address', () => {
    const request = { ...withHeader({ 'x-forwarded-for': '1.1.1.1, 2.2.2.2' }), ip: '127.0.0.1' };
    expect(clientAddress(request, { header: 'x-forwarded-for', trustedHops: 0 })).toBe('127.0.0.1');
    expect(clientAddress({ ...request, ip: undefined }, { header: 'x-forwarded-for', trustedHops: 0 })).toBe(
      UNATTRIBUTED,
    );
  });
});

describe('clientAddressSource (CLIENT_IP_HEADER, TRUSTED_PROXY_HOPS)', () => {
  it('reads the parameters and keeps the defaults for empty or malformed values', () => {
    expect(clientAddressSource('X-Fah-Client-Ip', '1')).toEqual({ header: 'x-fah-client-ip', trustedHops: 1 });
    expect(clientAddressSource('', '')).toEqual({ header: 'x-forwarded-for', trustedHops: 2 });
    expect(clientAddressSource('bad header:', '-1')).toEqual({ header: 'x-forwarded-for', trustedHops: 2 });
    expect(clientAddressSource(undefined, '0')).toEqual({ header: 'x-forwarded-for', trustedHops: 0 });
    expect(clientAddressSource(undefined, '1.5').trustedHops).toBe(2);
  });
});
