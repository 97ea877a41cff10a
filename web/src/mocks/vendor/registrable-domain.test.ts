import { getDomain as tldtsGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './registrable-domain';

const HOSTS = [
  'makueni.go.ke',
  'opendata.makueni.go.ke',
  'www.bbc.co.uk',
  'example.org',
  'a.b.example.com',
  'portal.example.de',
  'Data.Example.ORG.',
];

describe('getDomain (the mock service stand-in for tldts)', () => {
  it('gives the registrable domain tldts gives for the hosts a portal runs on', () => {
    for (const host of HOSTS)
      expect(getDomain(host), host).toBe(tldtsGetDomain(host.toLowerCase().replace(/\.$/, '')));
    expect(getDomain('opendata.makueni.go.ke')).toBe('makueni.go.ke');
  });

  it('gives none for an address, a one-label host or a bare registry', () => {
    for (const host of ['127.0.0.1', '::1', '[::1]', 'localhost', '', 'go.ke', 'a..b'])
      expect(getDomain(host), host).toBeNull();
    expect(tldtsGetDomain('go.ke')).toBeNull();
  });

  it('is compared with the real public suffix list', () => {
    // A private suffix the label rule does not know: tldts (the real one here) knows it.
    expect(tldtsGetDomain('portal.github.io', { allowPrivateDomains: true })).toBe(
      'portal.github.io',
    );
    expect(getDomain('portal.github.io')).toBe('github.io');
  });
});
