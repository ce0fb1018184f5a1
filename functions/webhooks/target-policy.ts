import { promises as dns, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Resolves a host name to all its addresses; injected so that tests can answer for DNS. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The system resolver (getaddrinfo), as the connection itself will use it. */
export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true });

/**
 * Where webhooks may go. In the cloud: https only, and never to loopback, private, link-local,
 * CGNAT, unique-local, multicast, reserved or metadata addresses (SSRF). The URL and the addresses
 * its name resolves to are checked on create/update; the address is checked again on the resolved
 * IP at connect time, because DNS can change after the check. `resolve` defaults to the system's.
 */
export type TargetPolicy = { allowHttp: boolean; allowLoopback: boolean; resolve?: Resolver };

const ranges: Array<[string, number, 'ipv4' | 'ipv6', string]> = [
  ['0.0.0.0', 8, 'ipv4', 'unspecified'],
  ['10.0.0.0', 8, 'ipv4', 'private'],
  ['100.64.0.0', 10, 'ipv4', 'CGNAT'],
  ['127.0.0.0', 8, 'ipv4', 'loopback'],
  ['169.254.0.0', 16, 'ipv4', 'link-local or metadata'],
  ['172.16.0.0', 12, 'ipv4', 'private'],
  ['192.0.0.0', 24, 'ipv4', 'reserved'],
  ['192.0.2.0', 24, 'ipv4', 'documentation'],
  ['192.168.0.0', 16, 'ipv4', 'private'],
  ['198.18.0.0', 15, 'ipv4', 'reserved'],
  ['198.51.100.0', 24, 'ipv4', 'documentation'],
  ['203.0.113.0', 24, 'ipv4', 'documentation'],
  ['224.0.0.0', 4, 'ipv4', 'multicast'],
  ['240.0.0.0', 4, 'ipv4', 'reserved'],
  ['::', 128, 'ipv6', 'unspecified'],
  ['::1', 128, 'ipv6', 'loopback'],
  ['fc00::', 7, 'ipv6', 'unique-local or metadata'],
  ['fe80::', 10, 'ipv6', 'link-local'],
  ['ff00::', 8, 'ipv6', 'multicast'],
  ['2001:db8::', 32, 'ipv6', 'documentation'],
];
const lists = new Map<string, BlockList>();
for (const [net, prefix, family, label] of ranges) {
  const list = lists.get(label) ?? new BlockList();
  lists.set(label, list);
  list.addSubnet(net, prefix, family);
}

/** IPv4 embedded in an IPv4-mapped (::ffff:a.b.c.d) or NAT64 (64:ff9b::a.b.c.d) IPv6 address. */
const embeddedIpv4 = (address: string): string | undefined => {
  const lower = address.toLowerCase();
  const match = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (match) return match[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const hi = Number.parseInt(hex[1]!, 16);
  const lo = Number.parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
};

/** The kind of non-public address `address` is (e.g. 'loopback'), or undefined when it is public. */
export const blockedAddressKind = (address: string): string | undefined => {
  const ip = address.replace(/^\[|\]$/g, '');
  const v4 = isIP(ip) === 6 ? embeddedIpv4(ip) : undefined;
  const target = v4 ?? ip;
  const family = isIP(target) === 4 ? 'ipv4' : 'ipv6';
  for (const [label, list] of lists) if (list.check(target, family)) return label;
  return undefined;
};

/** True when the policy lets us connect to `address`. */
export const addressAllowed = (address: string, policy: TargetPolicy): boolean => {
  const kind = blockedAddressKind(address);
  return kind === undefined || (kind === 'loopback' && policy.allowLoopback);
};

/** Checks a receiver URL; returns the problem message, or undefined when the URL is acceptable. */
export const urlProblem = (raw: string, policy: TargetPolicy): string | undefined => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'must be an absolute URL';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) {
    return policy.allowHttp ? 'must be an http or https URL' : 'must be an https URL';
  }
  if (url.username || url.password) return 'must not contain credentials; use securityType BASIC';
  if (url.hash) return 'must not contain a fragment';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const isLocalName = host === 'localhost' || host.endsWith('.localhost');
  if (isLocalName) return policy.allowLoopback ? undefined : 'must not point to a loopback address';
  if (isIP(host) && !addressAllowed(host, policy)) {
    return `must not point to a ${blockedAddressKind(host)} address`;
  }
  return undefined;
};

/** A name that does not answer within this is accepted at creation; delivery checks it again. */
const CREATE_RESOLVE_TIMEOUT_MS = 2_000;

/**
 * The creation-time check: the URL itself (urlProblem), then every address its host name resolves
 * to. A name that does not resolve (yet) is accepted, since receivers are often registered before
 * their DNS exists; the connect-time check refuses it if it later points somewhere private.
 */
export const targetProblem = async (raw: string, policy: TargetPolicy): Promise<string | undefined> => {
  const problem = urlProblem(raw, policy);
  if (problem) return problem;
  const host = new URL(raw).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) || host === 'localhost' || host.endsWith('.localhost')) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((done) => {
    timer = setTimeout(done, CREATE_RESOLVE_TIMEOUT_MS, undefined);
  });
  const addresses = await Promise.race([
    (policy.resolve ?? systemResolver)(host).catch(() => undefined),
    timeout,
  ]);
  clearTimeout(timer);
  const blocked = addresses?.find((a) => !addressAllowed(a.address, policy));
  return blocked ? `must not point to a ${blockedAddressKind(blocked.address)} address (${host})` : undefined;
};
