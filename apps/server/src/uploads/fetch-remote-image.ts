import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a server-side fetch must never reach (OWASP SSRF prevention): this host, private
 * networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast,
 * documentation and reserved ranges, and IPv6's equivalents and tunnels that can embed them.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; an IPv4-mapped IPv6 address is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4');
  if (family === 6) return !NOT_PUBLIC.check(address, 'ipv6') && !/^::ffff:/i.test(address);
  return false;
}

export const REMOTE_IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** The whole fetch, redirects included. */
  timeoutMs: 10_000,
  maxRedirects: 3,
} as const;

/** The raster types a stone picture may be, by the Content-Type the address answers. */
const IMAGE_FILENAMES: Record<string, string> = {
  'image/png': 'image.png',
  'image/jpeg': 'image.jpg',
  'image/webp': 'image.webp',
};

export type RemoteImage = { ok: true; bytes: Buffer; filename: string } | { ok: false; reason: string };

/** Fetches an image address a person gave, within the limits above and only from allowed hosts. */
export type RemoteImageFetcher = (url: string) => Promise<RemoteImage>;

class Refused extends Error {}

/**
 * A fetcher of images on the public internet: http and https only, no credentials in the
 * address, every address a host name resolves to checked (the connection is made to the checked
 * address, so a second DNS answer cannot point it elsewhere), redirects followed and checked
 * likewise up to 3, at most 5 MB, a PNG, JPEG or WebP Content-Type, 10 s in all. Each refusal is a
 * reason a person can read. `isAllowedAddress` is public addresses only; tests of a real fetch
 * allow their own loopback server.
 */
export function createRemoteImageFetcher(
  isAllowedAddress: (address: string) => boolean = isPublicAddress,
): RemoteImageFetcher {
  const lookup: LookupFunction = (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      const refused = addresses.find((entry) => !isAllowedAddress(entry.address));
      if (refused || addresses.length === 0) {
        callback(new Refused(`${hostname} is not a public internet address`), '', 0);
        return;
      }
      if (options.all) (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
    });
  };

  function get(url: URL, signal: AbortSignal, redirects: number): Promise<RemoteImage> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return Promise.resolve({ ok: false, reason: 'The image address must start with http:// or https://' });
    }
    if (url.username || url.password) {
      return Promise.resolve({
        ok: false,
        reason: 'The image address must not carry a user name or password',
      });
    }
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isAllowedAddress(host)) {
      return Promise.resolve({ ok: false, reason: `${host} is not a public internet address` });
    }
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve) => {
      const request = client.get(url, {
        lookup,
        signal,
        headers: { accept: 'image/png, image/jpeg, image/webp' },
      });
      request.on('error', (error) => {
        if (error instanceof Refused) resolve({ ok: false, reason: error.message });
        else if (signal.aborted)
          resolve({ ok: false, reason: 'The image address did not answer within 10 seconds' });
        else resolve({ ok: false, reason: `The image could not be fetched (${error.message})` });
      });
      request.on('response', (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (status >= 300 && status < 400 && location) {
          response.resume();
          if (redirects >= REMOTE_IMAGE_LIMITS.maxRedirects) {
            resolve({
              ok: false,
              reason: `The image address redirected more than ${REMOTE_IMAGE_LIMITS.maxRedirects} times`,
            });
            return;
          }
          let next: URL;
          try {
            next = new URL(location, url);
          } catch {
            resolve({ ok: false, reason: 'The image address redirected to an invalid address' });
            return;
          }
          resolve(get(next, signal, redirects + 1));
          return;
        }
        if (status !== 200) {
          response.resume();
          resolve({ ok: false, reason: `The image address answered HTTP ${status}` });
          return;
        }
        const contentType =
          (response.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        const filename = IMAGE_FILENAMES[contentType];
        if (!filename) {
          response.resume();
          resolve({
            ok: false,
            reason: `The address is not a PNG, JPG or WebP image (it answered ${contentType || 'no type'})`,
          });
          return;
        }
        const tooLarge = { ok: false as const, reason: 'The image is larger than 5 MB' };
        if (Number(response.headers['content-length'] ?? 0) > REMOTE_IMAGE_LIMITS.maxBytes) {
          response.destroy();
          resolve(tooLarge);
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > REMOTE_IMAGE_LIMITS.maxBytes) {
            response.destroy();
            resolve(tooLarge);
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ ok: true, bytes: Buffer.concat(chunks), filename }));
        response.on('error', () => resolve({ ok: false, reason: 'The image download was cut off' }));
      });
    });
  }

  return async (text) => {
    let url: URL;
    try {
      url = new URL(text.trim());
    } catch {
      return { ok: false, reason: 'The image address is not a valid web address' };
    }
    return get(url, AbortSignal.timeout(REMOTE_IMAGE_LIMITS.timeoutMs), 0);
  };
}
