import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go unless local endpoints are allowed (tests, development): the loopback,
 * private, shared (CGNAT), link-local (cloud metadata at 169.254.169.254), multicast and reserved
 * ranges, so that a company's endpoint cannot reach the retailer's internal network (SSRF).
 */
const internal = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  internal.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const) {
  internal.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4, v6 or v4-mapped v6) is internal. */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return internal.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return internal.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a URL may not be an endpoint (`scheme`, `address`), or undefined when it may. */
export function urlRefusal(raw: string, allowPrivate: boolean): 'scheme' | 'address' | undefined {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'scheme';
  if (allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isInternalAddress(host) ? 'address' : undefined;
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return 'address';
  return undefined;
}

export class InternalAddressRefused extends Error {
  override name = 'InternalAddressRefused';
}

/**
 * A DNS lookup for http(s).request that refuses internal addresses: checked on the addresses the
 * connection then uses, so a name that resolves elsewhere at send time (DNS rebinding) is caught too.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = !allowPrivate && addresses.find((entry) => isInternalAddress(entry.address));
      if (refused) {
        return callback(new InternalAddressRefused(`${hostname} resolves to an internal address`), []);
      }
      if ((options as { all?: boolean }).all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first!.address, first!.family);
    });
  };
}
