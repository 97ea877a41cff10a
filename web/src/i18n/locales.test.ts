import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const LOCALES = join(import.meta.dirname, 'locales');

/**
 * The portal's own namespaces, translated into every language including Kiswahili. Every
 * namespace that has a Kiswahili file counts as one too, so a new portal namespace is held to
 * the same rule as soon as it is translated; the sample apps' and the catalogue's namespaces may
 * fall back to English in Kiswahili.
 */
const CORE_PORTAL_NAMESPACES = [
  'common',
  'shell',
  'projects',
  'search',
  'auth',
  'account',
  'staff',
  'portal-pages',
];
const portalNamespaces = [
  ...new Set([
    ...CORE_PORTAL_NAMESPACES,
    ...readdirSync(join(LOCALES, 'sw'))
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -'.json'.length)),
  ]),
].sort();

type Tree = { [key: string]: string | Tree };

function read(language: string, namespace: string): Tree | undefined {
  try {
    return JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree;
  } catch {
    return undefined;
  }
}

/** Every text of a namespace by its dotted key. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The dotted keys of the empty objects in a namespace. */
function emptyMaps(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [];
    return Object.keys(value).length === 0 ? [path] : emptyMaps(value, path);
  });
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

/**
 * The keys a language must have for one English key: plural forms follow the language's own
 * plural rules (one English `_one`/`_other` pair is `_one`/`_many`/`_other` in French).
 */
function expectedKeys(key: string, language: string): string[] {
  if (!PLURAL.test(key)) return [key];
  const base = key.replace(PLURAL, '');
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const form = key.slice(base.length + 1);
  // An English form the language lacks (English "one" where a language has none) is not needed.
  if (form === 'other') return [key];
  return categories.includes(form as Intl.LDMLPluralRule) ? [key] : [];
}

const others = LANGUAGES.map((l) => l.code).filter((code) => code !== 'en');

describe.each(portalNamespaces)('the portal namespace %s', (namespace) => {
  const english = read('en', namespace);

  it('exists in English', () => {
    expect(english).toBeDefined();
  });

  it.each(others)('has every English key in %s, with the same placeholders', (language) => {
    const source = flatten(english ?? {});
    const target = read(language, namespace);
    expect(target, `${language}/${namespace}.json`).toBeDefined();
    const translated = flatten(target ?? {});
    const missing: string[] = [];
    const mismatched: string[] = [];
    for (const [key, text] of source) {
      for (const wanted of expectedKeys(key, language)) {
        const value = translated.get(wanted);
        if (value === undefined) {
          missing.push(wanted);
          continue;
        }
        // A singular may spell out its number ("one project") instead of {{count}}.
        const expected = placeholders(text).filter((p) => !(p === 'count' && /_one$/.test(key)));
        const actual = placeholders(value).filter((p) => !(p === 'count' && /_one$/.test(key)));
        if (expected.join() !== actual.join()) mismatched.push(`${wanted}: ${value}`);
      }
    }
    expect(missing, `keys missing in ${language}/${namespace}.json`).toEqual([]);
    expect(mismatched, `placeholders differ in ${language}/${namespace}.json`).toEqual([]);
  });

  it.each(others)('has no text in %s that English lacks', (language) => {
    const source = flatten(english ?? {});
    const bases = new Set([...source.keys()].map((k) => k.replace(PLURAL, '')));
    // An empty map in English is filled in the other languages only (English reads those texts
    // from elsewhere, as the data dictionary's field meanings from the schema).
    const open = emptyMaps(english ?? {});
    const extra = [...flatten(read(language, namespace) ?? {}).keys()].filter(
      (k) =>
        !source.has(k) &&
        !(PLURAL.test(k) && bases.has(k.replace(PLURAL, ''))) &&
        !open.some((prefix) => k.startsWith(`${prefix}.`)),
    );
    expect(extra).toEqual([]);
  });
});

describe('the languages', () => {
  it('include Kiswahili, with a Kenyan flag', () => {
    expect(LANGUAGES.find((l) => l.code === 'sw')).toEqual({
      code: 'sw',
      label: 'Kiswahili',
      flag: 'KE',
    });
  });
});
