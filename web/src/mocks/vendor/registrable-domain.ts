/**
 * What the in-browser mock service's cookie jar asks of tldts, without the public suffix list.
 *
 * msw keeps the cookies its handlers set in a tough-cookie jar, and tough-cookie asks tldts for a
 * host's registrable domain (`getDomain`) when it files or looks up a cookie. tldts answers from
 * the whole public suffix list: 48 KB gzip, most of the mock service's weight, on the first visit
 * of every sample app on a phone. The mock's cookies only ever belong to the portal's own host,
 * so this answers for the hosts a portal runs on, from the host name's labels: the last two
 * labels ("example.org"), or three under a country's second-level registry ("makueni.go.ke",
 * "bbc.co.uk"). An IP address or a one-label host ("localhost") has none (null), as with tldts.
 * The build puts it in tldts's place (vite.config.ts); Node's tools keep the real tldts.
 */

/** Second-level labels under which country registries give out names (go.ke, co.uk, ac.za, ...). */
const COUNTRY_SECOND_LEVEL = new Set([
  'ac',
  'co',
  'com',
  'edu',
  'go',
  'gov',
  'info',
  'me',
  'mil',
  'ne',
  'net',
  'or',
  'org',
  'sc',
]);

function isIpAddress(host: string): boolean {
  return host.includes(':') || /^\d{1,3}(\.\d{1,3}){3}$/.test(host);
}

/** The registrable domain of `hostname`, or null when it has none. */
export function getDomain(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '' || isIpAddress(host)) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return null;
  const [secondLevel = '', topLevel = ''] = labels.slice(-2);
  const underCountryRegistry = topLevel.length === 2 && COUNTRY_SECOND_LEVEL.has(secondLevel);
  const take = underCountryRegistry ? 3 : 2;
  return labels.length < take ? null : labels.slice(-take).join('.');
}
