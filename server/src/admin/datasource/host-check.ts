import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { bad } from '../dicts/texts.js';
import { DS_TEXT as T } from './texts.js';

const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);

/**
 * Addresses the data-source connection test never reaches (SSRF stance, docs/admin-contract.md):
 * IPv4 link-local 169.254.0.0/16 (cloud metadata 169.254.169.254), 0.0.0.0/8, the Alibaba Cloud
 * metadata address 100.100.100.200, IPv6 link-local fe80::/10, unspecified ::, and the AWS IPv6
 * metadata fd00:ec2::254, also as IPv4-mapped IPv6. Loopback and private networks stay allowed:
 * a database on the intranet is the normal case and the call is admin-only.
 */
export function isForbiddenAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return isForbiddenAddress(mapped[1]);
  if (net.isIPv4(ip)) {
    const [a, b] = ip.split('.').map(Number);
    return (a === 169 && b === 254) || a === 0 || ip === '100.100.100.200';
  }
  if (net.isIPv6(ip)) {
    const s = ip.toLowerCase();
    return /^fe[89ab][0-9a-f]:/.test(s) || s === '::' || s === 'fd00:ec2::254';
  }
  return true;
}

/**
 * Checks a host field: a DNS host name (letters, digits, '-' labels, ≤ 253 characters) or an
 * IPv4 / IPv6 literal. Nothing else passes: no '/' (unix socket paths), no '?', '=', spaces or
 * '@' (connection-string option injection), no brackets or ports.
 * @throws HttpError 400 主机只能是主机名或IP地址 / the link-local refusal for a forbidden literal.
 */
export function checkHostField(host: string): string {
  if (!(net.isIP(host) || HOSTNAME.test(host))) throw bad(T.badHost);
  if (net.isIP(host) && isForbiddenAddress(host)) throw bad(T.linkLocalHost);
  return host;
}

/**
 * Resolves a checked host to ONE address and refuses it when forbidden; the caller connects to
 * that address (not the name again), so DNS rebinding cannot swap in a metadata address.
 * @throws HttpError 400 主机名无法解析 / the link-local refusal.
 */
export async function resolveSafeAddress(host: string): Promise<string> {
  checkHostField(host);
  let address: string;
  if (net.isIP(host)) {
    address = host;
  } else {
    try {
      address = (await lookup(host, { verbatim: true })).address;
    } catch {
      throw bad(T.hostUnresolved);
    }
  }
  if (isForbiddenAddress(address)) throw bad(T.linkLocalHost);
  return address;
}
