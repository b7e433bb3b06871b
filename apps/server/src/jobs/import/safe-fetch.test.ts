import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockedAddressError, isBlockedAddress, safeFetch } from './safe-fetch.ts';
import { startTestServer, type TestServer } from './test-server.ts';

describe('isBlockedAddress', () => {
  it('blocks loopback, private, link-local, carrier-grade NAT and reserved IPv4 ranges', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
  });

  it('blocks IPv6 loopback, unique-local, link-local and IPv4-mapped private addresses', () => {
    for (const address of [
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
  });

  it('blocks IPv6 forms that embed 127.0.0.1 or another blocked IPv4 address, and deprecated ranges', () => {
    for (const address of [
      '::ffff:127.0.0.1', // IPv4-mapped
      '0:0:0:0:0:FFFF:7F00:0001',
      '[::ffff:7f00:1]',
      '::127.0.0.1', // IPv4-compatible (deprecated)
      '::7f00:1',
      '::ffff:0:127.0.0.1', // SIIT
      '64:ff9b::127.0.0.1', // NAT64
      '64:ff9b::7f00:1',
      '64:ff9b:1::7f00:1', // local-use NAT64
      '2002:7f00:1::', // 6to4
      '2002:a9fe:a9fe::1', // 6to4 of 169.254.169.254
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1 (obfuscated)
      '2001:4860:1::5efe:7f00:1', // ISATAP
      'fec0::1', // site-local (deprecated)
      '3ffe::1', // 6bone (deprecated)
      'fe80::1%eth0',
      '::ffff:999.0.0.1',
      '1:2:3:4:5:6:7:8z',
    ]) {
      expect(isBlockedAddress(address), address).toBe(true);
    }
  });

  it('allows public addresses and rejects text that is not an address', () => {
    expect(isBlockedAddress('8.8.8.8')).toBe(false);
    expect(isBlockedAddress('172.32.0.1')).toBe(false);
    expect(isBlockedAddress('2606:4700:4700::1111')).toBe(false);
    expect(isBlockedAddress('::ffff:8.8.8.8')).toBe(false);
    expect(isBlockedAddress('2002:808:808::1')).toBe(false);
    expect(isBlockedAddress('2a00:1450:4001:82b::200e')).toBe(false);
    expect(isBlockedAddress('not-an-ip')).toBe(true);
  });
});

describe('safeFetch', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      '/board.json': { file: 'ashby-demo-board.json' },
      '/hop': { redirect: '/board.json' },
      '/to-other-loopback': { redirect: 'http://127.0.0.2:9/secret' },
    });
  });
  afterAll(async () => server?.close());

  it('refuses a loopback server unless the test override is given', async () => {
    await expect(safeFetch(`${server.baseUrl}/board.json`)).rejects.toThrow(BlockedAddressError);
    const response = await safeFetch(`${server.baseUrl}/board.json`, { allowTestLoopback: true });
    expect(response.status).toBe(200);
    expect(response.text).toContain('Machine Learning Engineer');
  });

  it('follows a redirect to an allowed address', async () => {
    const response = await safeFetch(`${server.baseUrl}/hop`, { allowTestLoopback: true });
    expect(response.url).toBe(`${server.baseUrl}/board.json`);
    expect(response.status).toBe(200);
  });

  it('refuses a redirect to a loopback address other than the one the test override allows', async () => {
    await expect(safeFetch(`${server.baseUrl}/to-other-loopback`, { allowTestLoopback: true })).rejects.toThrow(
      BlockedAddressError,
    );
  });

  it('refuses names that resolve to loopback, IPv6 loopback and non-web schemes', async () => {
    await expect(safeFetch('http://localhost:9/')).rejects.toThrow(BlockedAddressError);
    await expect(safeFetch('http://[::1]:9/')).rejects.toThrow(BlockedAddressError);
    await expect(safeFetch('file:///etc/passwd')).rejects.toThrow(BlockedAddressError);
    await expect(safeFetch('http://user:pass@127.0.0.1:9/', { allowTestLoopback: true })).rejects.toThrow(
      BlockedAddressError,
    );
    expect(server.requests).not.toContain('/secret');
  });
});
