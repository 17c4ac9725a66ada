// Which addresses the remote-image catcher may connect to: public unicast only. Everything a request
// forged through the server could use to reach the inside is refused — private, loopback,
// link-local (cloud metadata at 169.254.169.254 and fd00:ec2::254 included), CGNAT, multicast,
// unspecified, reserved and documentation ranges — and so is every IPv6 form that carries an IPv4
// address (mapped, compatible, NAT64, 6to4, Teredo), whose IPv4 part could be any of those.
import net from 'node:net';

/** Whether the catcher may connect to this address (an IP literal; family from net.isIP). */
export type AddressPolicy = (address: string) => boolean;

const V4_BLOCKED: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const V6_BLOCKED: [string, number][] = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2001:10::', 28], // ORCHID
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local (fd00:ec2::254 included)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

// One list per family: a BlockList compares an IPv4 address with IPv6 rules through its mapped form,
// so the ::ffff:0:0/96 rule would otherwise block every IPv4 address.
const blockedV4 = new net.BlockList();
for (const [prefix, bits] of V4_BLOCKED) blockedV4.addSubnet(prefix, bits, 'ipv4');
const blockedV6 = new net.BlockList();
for (const [prefix, bits] of V6_BLOCKED) blockedV6.addSubnet(prefix, bits, 'ipv6');

/** The real policy: public unicast addresses only. Anything that is not an IP literal is refused. */
export const publicAddressesOnly: AddressPolicy = (address) => {
  const family = net.isIP(address);
  if (family === 0) return false;
  return family === 4 ? !blockedV4.check(address, 'ipv4') : !blockedV6.check(address, 'ipv6');
};

/**
 * The public-only policy widened by a list of addresses or CIDR ranges (already checked by the
 * configuration): the webhooks' WEBHOOK_ALLOW_PRIVATE, and the catcher's test-mode allow-list.
 */
export function withAllowList(allowList: string[]): AddressPolicy {
  if (allowList.length === 0) return publicAddressesOnly;
  const allowed = new net.BlockList();
  for (const item of allowList) {
    const [address = '', bits] = item.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const family = net.isIP(address);
    if (family === 0) return false;
    return publicAddressesOnly(address) || allowed.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}
