import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where a webhook may be sent: public unicast addresses only. Private, loopback, link-local, carrier-grade NAT,
 * multicast, reserved and the IPv6 ranges that embed an IPv4 address (NAT64, 6to4, Teredo) are refused, so an
 * endpoint cannot make the server call into its own network. Every address the host resolves to is checked, and the
 * connection is made to those checked addresses (no second resolution a rebinding DNS could answer differently).
 * `allowLoopback` (WEBHOOKS_ALLOW_LOOPBACK, never in production) lets tests use a receiver on 127.0.0.1 or ::1.
 */

/** Why an address is refused, or null for a public one. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (range === "unicast" || (allowLoopback && range === "loopback")) return null;
  return `${address} is not a public address (${range})`;
}

export class TargetRefused extends Error {}

type Resolved = { address: string; family: number }[];

/** The host's addresses, each checked; throws TargetRefused naming the first refused one, or when nothing resolves. */
export async function checkedAddresses(hostname: string, allowLoopback: boolean): Promise<Resolved> {
  const host = hostname.replace(/^\[(.*)\]$/, "$1");
  let addresses: Resolved;
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (error) {
      throw new TargetRefused(`${host} could not be resolved (${(error as NodeJS.ErrnoException).code ?? "no address"})`);
    }
  }
  for (const { address } of addresses) {
    const refusal = refusedAddress(address, allowLoopback);
    if (refusal) throw new TargetRefused(isIP(host) ? refusal : `${host} resolves to ${refusal}`);
  }
  if (!addresses.length) throw new TargetRefused(`${host} has no address`);
  return addresses;
}

/** Answers the connection's look-up with addresses checked beforehand. */
function pinnedLookup(addresses: Resolved): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/** How long a receiver has to answer a delivery. */
export const REQUEST_TIMEOUT_MS = 10_000;

export type PostOutcome = { statusCode: number } | { error: string };

/**
 * POSTs `body` to the checked addresses of `url`. A redirect is not followed: its status is the outcome (a 3xx is not
 * a success). The answer's body is not read.
 */
export async function postTo(url: string, headers: Record<string, string>, body: string, allowLoopback: boolean): Promise<PostOutcome> {
  const target = new URL(url);
  let addresses: Resolved;
  try {
    addresses = await checkedAddresses(target.hostname, allowLoopback);
  } catch (error) {
    return { error: `refused: ${(error as Error).message}` };
  }
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target,
      {
        method: "POST",
        headers: { ...headers, "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        lookup: pinnedLookup(addresses),
        agent: false,
      },
      (response) => {
        resolve({ statusCode: response.statusCode ?? 0 });
        response.destroy();
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)));
    request.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ? `${error.code}: ${error.message}` : error.message }));
    request.end(body);
  });
}
