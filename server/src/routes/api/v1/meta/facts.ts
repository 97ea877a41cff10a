import type { DataContact, DataLicence } from '@app/common';

/**
 * Who publishes the projects data, under which licence, and where to ask about it: the facts a
 * reuser (a journalist, a researcher, another site) needs. Set by the county (DATA_LICENSE,
 * DATA_PUBLISHER, DATA_CONTACT; see the README), shown on the about page, in /api/v1/meta and in
 * the exports' metadata.
 */
export interface DataFacts {
  licence: DataLicence;
  publisher: string;
  /** The county's website when none is configured (a start-up warning tells the operator). */
  contact: DataContact | null;
}

/** Licences an open-data publisher commonly chooses, by SPDX id. */
const KNOWN_LICENCES: Record<string, Omit<DataLicence, 'id'>> = {
  'CC-BY-4.0': {
    name: 'CC BY 4.0',
    title: 'Creative Commons Attribution 4.0 International',
    url: 'https://creativecommons.org/licenses/by/4.0/',
  },
  'CC-BY-SA-4.0': {
    name: 'CC BY-SA 4.0',
    title: 'Creative Commons Attribution-ShareAlike 4.0 International',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  'CC0-1.0': {
    name: 'CC0 1.0',
    title: 'Creative Commons Zero 1.0 Universal (public domain dedication)',
    url: 'https://creativecommons.org/publicdomain/zero/1.0/',
  },
  'ODC-By-1.0': {
    name: 'ODC-By 1.0',
    title: 'Open Data Commons Attribution License 1.0',
    url: 'https://opendatacommons.org/licenses/by/1-0/',
  },
  'ODbL-1.0': {
    name: 'ODbL 1.0',
    title: 'Open Data Commons Open Database License 1.0',
    url: 'https://opendatacommons.org/licenses/odbl/1-0/',
  },
  'PDDL-1.0': {
    name: 'PDDL 1.0',
    title: 'Open Data Commons Public Domain Dedication and License 1.0',
    url: 'https://opendatacommons.org/licenses/pddl/1-0/',
  },
};

export const DEFAULT_DATA_LICENSE = 'CC-BY-4.0';
export const DEFAULT_DATA_PUBLISHER = 'County Government of Makueni';

const HTTP_URL = /^https?:\/\/[^\s<>"]+$/i;
const EMAIL = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/;
const SITE_PATH = /^\/[^\s<>"]*$/;

/**
 * DATA_LICENSE: an SPDX id from the list above ("CC-BY-4.0"), or any licence as
 * "Name|https://address-of-its-text".
 */
export function parseLicence(value: string | undefined): DataLicence {
  const text = value?.trim() || DEFAULT_DATA_LICENSE;
  const known = Object.entries(KNOWN_LICENCES).find(
    ([id]) => id.toLowerCase() === text.toLowerCase(),
  );
  if (known) return { id: known[0], ...known[1] };
  const [name = '', url = '', ...rest] = text.split('|').map((s) => s.trim());
  if (name === '' || !HTTP_URL.test(url) || rest.length > 0)
    throw new Error(
      `DATA_LICENSE: use one of ${Object.keys(KNOWN_LICENCES).join(', ')} or "Licence name|https://licence-text"`,
    );
  return { id: null, name, title: name, url };
}

/**
 * Where journalists and residents ask about the data until the operator sets DATA_CONTACT: the
 * county's public website (the start-up warns that it is not set; see loadEnv).
 */
export const DEFAULT_DATA_CONTACT: DataContact = {
  label: 'www.makueni.go.ke',
  href: 'https://www.makueni.go.ke',
};

/**
 * DATA_CONTACT: an email address, an http(s) address, or a path on this site ("/feedback");
 * unset, the county's website.
 */
export function parseContact(value: string | undefined): DataContact | null {
  const text = value?.trim() ?? '';
  if (text === '') return DEFAULT_DATA_CONTACT;
  if (EMAIL.test(text)) return { label: text, href: `mailto:${text}` };
  if (HTTP_URL.test(text) || SITE_PATH.test(text)) return { label: text, href: text };
  throw new Error('DATA_CONTACT: use an email address, an http(s) address or a path like /contact');
}

export function dataFacts(settings: {
  license?: string | undefined;
  publisher?: string | undefined;
  contact?: string | undefined;
}): DataFacts {
  return {
    licence: parseLicence(settings.license),
    publisher: settings.publisher?.trim() || DEFAULT_DATA_PUBLISHER,
    contact: parseContact(settings.contact),
  };
}

/** With no settings: CC BY 4.0, the County Government of Makueni, the county's website. */
export const DEFAULT_DATA_FACTS: DataFacts = dataFacts({});

declare module 'fastify' {
  interface FastifyInstance {
    /** Licence, publisher and contact of the projects data (see buildApp's dataFacts). */
    dataFacts: DataFacts;
  }
}
