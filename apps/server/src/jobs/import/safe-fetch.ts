import { isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isBlockedAddress } from './blocked-addresses.ts';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export interface SafeFetchOptions {
  /** Lets requests reach 127.0.0.1 (and nothing else private): for tests against a local server only. */
  allowTestLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface SafeResponse {
  status: number;
  /** The URL finally answered, after redirects. */
  url: string;
  contentType: string;
  text: string;
}

export { isBlockedAddress };

export class BlockedAddressError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BlockedAddressError';
  }
}

function isAllowed(address: string, options: SafeFetchOptions): boolean {
  if (options.allowTestLoopback && address === '127.0.0.1') return true;
  return !isBlockedAddress(address);
}

/**
 * A DNS lookup that refuses hosts resolving to a blocked address. The socket connects to the
 * address checked here, so a name cannot pass the check and then re-resolve elsewhere (rebinding).
 */
function makeSafeLookup(options: SafeFetchOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    dnsLookup(hostname, { all: true, family: lookupOptions.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 4);
      const bad = addresses.find((entry) => !isAllowed(entry.address, options));
      if (bad || addresses.length === 0) {
        return callback(
          new BlockedAddressError(`refused: ${hostname} resolves to a private or reserved address`),
          '',
          4,
        );
      }
      if (lookupOptions.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Inflates with the same byte cap as the download: a small gzip bomb cannot exhaust memory. */
function decode(body: Buffer, encoding: string | undefined, maxBytes: number): string {
  const limits = { maxOutputLength: maxBytes };
  if (encoding === 'gzip') return gunzipSync(body, limits).toString('utf8');
  if (encoding === 'deflate') return inflateSync(body, limits).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(body, limits).toString('utf8');
  return body.toString('utf8');
}

function requestOnce(
  url: URL,
  options: SafeFetchOptions,
): Promise<{ status: number; location?: string; contentType: string; text: string }> {
  const maxBytes = options.maxBytes ?? 20 * 1024 * 1024;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup: makeSafeLookup(options),
        timeout: options.timeoutMs ?? 15_000,
        headers: {
          accept: 'application/json, text/csv, */*',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': 'Vitae job importer',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) request.destroy(new Error(`response larger than ${maxBytes} bytes`));
          else chunks.push(chunk);
        });
        response.on('end', () => {
          try {
            resolve({
              status: response.statusCode ?? 0,
              location: response.headers.location,
              contentType: response.headers['content-type'] ?? '',
              text: decode(Buffer.concat(chunks), response.headers['content-encoding'], maxBytes),
            });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('request timed out')));
    // The socket timeout only fires when the line goes idle; a slow drip is cut by a total deadline.
    const deadline = setTimeout(
      () => request.destroy(new Error('request took too long')),
      (options.timeoutMs ?? 15_000) * 4,
    );
    request.on('close', () => clearTimeout(deadline));
    request.on('error', reject);
  });
}

/**
 * GETs a public http(s) URL, refusing any host that is or resolves to a loopback, private,
 * link-local or reserved address, on the first request and on every redirect (at most 5).
 * Literal IPs are checked before connecting, since Node skips the lookup for them.
 */
export async function safeFetch(target: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  let url = new URL(target);
  for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new BlockedAddressError(`refused: ${url.protocol} URLs`);
    if (url.username || url.password) throw new BlockedAddressError('refused: credentials in URL');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) && !isAllowed(host, options))
      throw new BlockedAddressError(`refused: ${host} is a private or reserved address`);
    const answer = await requestOnce(url, options);
    if (answer.status >= 300 && answer.status < 400 && answer.location) {
      url = new URL(answer.location, url);
      continue;
    }
    return { status: answer.status, url: url.toString(), contentType: answer.contentType, text: answer.text };
  }
  throw new Error('too many redirects');
}

/** safeFetch, then JSON.parse; a non-2xx answer throws with its status. */
export async function fetchJson(target: string, options: SafeFetchOptions = {}): Promise<unknown> {
  const response = await safeFetch(target, options);
  if (response.status < 200 || response.status >= 300) throw new Error(`${target} answered ${response.status}`);
  return JSON.parse(response.text) as unknown;
}
