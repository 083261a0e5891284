import { isIP } from 'node:net';

/**
 * TRUST_PROXY (issue 42): which peers may name the client in `X-Forwarded-For`. Fastify (proxy-addr)
 * then takes the right-most address that is not trusted as the client's, so whatever a client
 * writes on the left of the header itself is never believed.
 * - unset, `false` or `0`: nobody; the socket's peer is the client.
 * - a whole number N: the N proxies nearest the server (behind one nginx: `1`).
 * - a comma-separated list of addresses or CIDRs (`10.0.0.5, 10.1.0.0/16`), or proxy-addr's names
 *   `loopback`, `linklocal`, `uniquelocal`: exactly those proxies.
 * `true` (trust every hop: any client could forge its address and escape the lock-out) is refused.
 */
export type TrustProxy = false | number | string[];

/**
 * What Fastify's `trustProxy` option gets. Fastify 5.12 treats a bare number as "trust nothing" (a
 * direct client could otherwise send enough hops), so a hop count is given as proxy-addr's trust
 * function instead: the socket's peer is hop 0, so `1` trusts exactly the peer (the nginx in front).
 * A direct client then can forge only as much as the hop count allows: behind a proxy, keep the
 * servers unreachable but through it, or list the proxies' addresses instead.
 */
export function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return trust === 0 ? false : (_address, hop) => hop < trust;
  return trust;
}

const NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** Reads the variable's text; throws an Error whose message says what to write instead. */
export function parseTrustProxy(text: string | undefined): TrustProxy {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true')
    throw new Error(
      "TRUST_PROXY=true would believe any client's own X-Forwarded-For; write the number of proxies in front of the server (TRUST_PROXY=1 behind one nginx) or their addresses (TRUST_PROXY=10.0.0.5,10.1.0.0/16)",
    );
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY=${value}: at most 10 proxy hops`);
    return hops;
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length > 0 || entries.length === 0)
    throw new Error(`TRUST_PROXY: '${bad.join(', ') || value}' is not a number of hops, an IP address or a CIDR (e.g. 1, or 10.0.0.5,10.1.0.0/16)`);
  return entries;
}
