import { projectDictionary } from '@app/common/data-dictionary';
import { describe, expect, it } from 'vitest';
import { FAQ_IDS } from '../faq/faq-data';
import { dictionaryFieldKey } from './dictionary-field-key';
import { ARTICLE_BLOCKS } from './article-content';
import { kbArticles } from './articles';

type Bundle = {
  faq: { items: Record<string, { q: string; a: string }> };
  kb: {
    articles: Record<string, { title: string; summary: string; body: string[] }>;
    dictionary: { fields: Record<string, string> };
  };
};

const bundles = import.meta.glob<{ default: Bundle }>('../../../i18n/locales/*/portal-pages.json', {
  eager: true,
});
const byLanguage = Object.fromEntries(
  Object.entries(bundles).map(([path, m]) => [path.split('/').at(-2) ?? path, m.default]),
);
const TRANSLATED = Object.keys(byLanguage).filter((lng) => lng !== 'en');

/** Every key path of a JSON value ("a.b.0"), to compare the languages' shapes. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keyPaths(v, prefix ? `${prefix}.${k}` : k));
}

/** The bundle without the dictionary's field meanings (English has none: see below). */
function withoutFields(bundle: Bundle | undefined): unknown {
  if (!bundle) return {};
  return { ...bundle, kb: { ...bundle.kb, dictionary: { ...bundle.kb.dictionary, fields: 0 } } };
}

describe('the knowledge base and FAQ in every language', () => {
  const fieldKeys = projectDictionary().map((f) => dictionaryFieldKey(f.path));

  it('has the FAQ and the knowledge base in English, German, French and Portuguese', () => {
    expect(Object.keys(byLanguage)).toEqual(expect.arrayContaining(['en', 'de', 'fr', 'pt']));
  });

  it.each(TRANSLATED)('%s translates the meaning of every field of the dictionary', (lng) => {
    const fields = byLanguage[lng]?.kb.dictionary.fields ?? {};
    expect(fieldKeys.filter((k) => !fields[k]?.trim())).toEqual([]);
    // A translation of a field the schema no longer has is left over.
    expect(Object.keys(fields).filter((k) => !fieldKeys.includes(k))).toEqual([]);
  });

  it.each(TRANSLATED)('%s has every string the English pages have', (lng) => {
    const en = keyPaths(withoutFields(byLanguage.en));
    const other = keyPaths(withoutFields(byLanguage[lng]));
    // Plural forms differ between languages; compare without their suffixes.
    const base = (keys: string[]) => [
      ...new Set(keys.map((k) => k.replace(/_(one|other|many)$/, ''))),
    ];
    expect(base(other).sort()).toEqual(base(en).sort());
  });

  it('English takes the meanings from the schema itself', () => {
    expect(byLanguage.en?.kb.dictionary.fields).toEqual({});
  });

  it('has the strings of every question and article, and a paragraph for every block', () => {
    const en = byLanguage.en;
    for (const id of FAQ_IDS) expect(en?.faq.items[id]?.a, id).toBeTruthy();
    for (const { article } of kbArticles()) {
      const body = en?.kb.articles[article.id]?.body ?? [];
      const blocks = ARTICLE_BLOCKS[article.id] ?? [];
      const used = blocks.flatMap((b) => (b.kind === 'p' ? [b.index] : []));
      expect(used.sort(), article.id).toEqual(body.map((_, i) => i));
    }
  });
});
