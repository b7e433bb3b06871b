import { BlockList, isIP } from 'node:net';

/** Address ranges no import may reach: loopback, private, link-local (cloud metadata), CGNAT, multicast, reserved. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291), which holds :: and ::1 too.
  ['::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  // Site-local (deprecated by RFC 3879) and the old 6bone test range.
  ['fec0::', 10],
  ['3ffe::', 16],
  ['ff00::', 8],
  ['2001:db8::', 32],
  // NAT64, well-known and local-use prefixes: they reach IPv4 space through a translator.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
] as const)
  blocked.addSubnet(network, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a zone id and an embedded dotted quad allowed), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (quad) {
    if (quad.slice(1).some((n) => Number(n) > 255)) return null;
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const quadOf = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;

/**
 * IPv4 addresses an IPv6 address carries, by the transition formats that route to them:
 * IPv4-mapped (::ffff:0:0/96), SIIT (::ffff:0:0:0/96), 6to4 (2002::/16), Teredo (2001::/32: server
 * and the obfuscated client) and ISATAP (an interface id of 0:5efe or 200:5efe).
 */
function embeddedIpv4(g: number[]): string[] {
  const found: string[] = [];
  const isZero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (isZero(0, 5) && g[5] === 0xffff) found.push(quadOf(g[6]!, g[7]!));
  if (isZero(0, 4) && g[4] === 0xffff && g[5] === 0) found.push(quadOf(g[6]!, g[7]!));
  if (g[0] === 0x2002) found.push(quadOf(g[1]!, g[2]!));
  if (g[0] === 0x2001 && g[1] === 0) found.push(quadOf(g[2]!, g[3]!), quadOf(g[6]! ^ 0xffff, g[7]! ^ 0xffff));
  if ((g[4] === 0 || g[4] === 0x0200) && g[5] === 0x5efe) found.push(quadOf(g[6]!, g[7]!));
  return found;
}

/**
 * True when an IP address is in a range that imports must never reach, including IPv6 forms that
 * embed a blocked IPv4 address (mapped, translated, 6to4, Teredo, ISATAP) and deprecated ranges.
 * Anything that does not parse as an address is blocked.
 */
export function isBlockedAddress(address: string): boolean {
  if (isIP(address) === 4) return blocked.check(address, 'ipv4');
  const groups = ipv6Groups(address);
  if (!groups) return true;
  const normal = groups.map((g) => g.toString(16)).join(':');
  if (blocked.check(normal, 'ipv6')) return true;
  return embeddedIpv4(groups).some((v4) => blocked.check(v4, 'ipv4'));
}
