// Which requests count as coming from the machine itself: loopback connections naming no visitor
// elsewhere, whichever way a proxy names them.
import { describe, expect, it } from 'vitest';
import { forwardedAddresses, fromThisMachine, isLoopback } from './local-request';

describe('local requests', () => {
  it('knows loopback addresses in every spelling', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '::1',
      '::ffff:127.0.0.1',
      '[::1]:52000',
      '127.0.0.1:80',
    ]) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of [
      '10.0.0.1',
      '192.168.1.5',
      '::ffff:10.0.0.1',
      'fe80::1',
      'unknown',
      '',
      '128.0.0.1',
    ]) {
      expect(isLoopback(address), address).toBe(false);
    }
  });

  it('reads the visitors a proxy names', () => {
    expect(
      forwardedAddresses({
        'x-forwarded-for': '198.51.100.7, 127.0.0.1',
        'x-real-ip': '198.51.100.7',
        forwarded: 'for=192.0.2.60;proto=http;by=203.0.113.43, for="[2001:db8:cafe::17]:4711"',
      }),
    ).toEqual(['198.51.100.7', '127.0.0.1', '198.51.100.7', '192.0.2.60', '[2001:db8:cafe::17]:4711']);
  });

  it('accepts a loopback connection that names nobody else', () => {
    expect(fromThisMachine({ peer: '127.0.0.1', ip: '127.0.0.1', headers: {} })).toBe(true);
    expect(fromThisMachine({ peer: '::1', ip: '::1', headers: { 'x-forwarded-for': '127.0.0.1' } })).toBe(
      true,
    );
  });

  it('refuses another address, and a local proxy passing on a visitor from elsewhere', () => {
    expect(fromThisMachine({ peer: '203.0.113.9', ip: '203.0.113.9', headers: {} })).toBe(false);
    expect(fromThisMachine({ peer: undefined, ip: '127.0.0.1', headers: {} })).toBe(false);
    // A proxy on this machine, the server not trusting it: the connection is loopback, the visitor is not.
    expect(
      fromThisMachine({ peer: '127.0.0.1', ip: '127.0.0.1', headers: { 'x-forwarded-for': '198.51.100.7' } }),
    ).toBe(false);
    expect(
      fromThisMachine({ peer: '127.0.0.1', ip: '127.0.0.1', headers: { forwarded: 'for=unknown' } }),
    ).toBe(false);
    expect(
      fromThisMachine({ peer: '127.0.0.1', ip: '127.0.0.1', headers: { 'x-real-ip': '10.1.1.1' } }),
    ).toBe(false);
    // The server trusting the proxy: request.ip is the visitor.
    expect(fromThisMachine({ peer: '127.0.0.1', ip: '198.51.100.7', headers: {} })).toBe(false);
  });
});
