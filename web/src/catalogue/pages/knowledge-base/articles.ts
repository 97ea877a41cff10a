/**
 * The knowledge base's categories and articles: their addresses and translation keys, without
 * their content, so the full search page can list and match articles without loading them.
 * Titles and summaries are in the `portal-pages` namespace: `kb.categories.<category>.title`,
 * `kb.articles.<article>.title` and `.summary`.
 */
export interface KbArticle {
  /** Key of the article's strings. */
  id: string;
  /** Last part of its address. */
  slug: string;
}

export interface KbCategory {
  id: string;
  slug: string;
  articles: readonly KbArticle[];
}

export const KB_BASE = '/pages/knowledge-base';

export const KB_CATEGORIES: readonly KbCategory[] = [
  {
    id: 'data',
    slug: 'data',
    articles: [
      { id: 'dictionary', slug: 'data-dictionary' },
      { id: 'terms', slug: 'terms' },
      { id: 'oc4ids', slug: 'oc4ids-mapping' },
      { id: 'searchRanking', slug: 'how-search-ranks' },
    ],
  },
  {
    id: 'api',
    slug: 'api',
    articles: [
      { id: 'apiStart', slug: 'getting-started' },
      { id: 'apiFilters', slug: 'filters-and-paging' },
      { id: 'apiCaching', slug: 'etags-and-caching' },
    ],
  },
  {
    id: 'downloads',
    slug: 'downloads',
    articles: [
      { id: 'downloads', slug: 'download-the-data' },
      { id: 'citing', slug: 'citing' },
    ],
  },
  {
    id: 'maps',
    slug: 'maps',
    articles: [{ id: 'boundaries', slug: 'boundaries-provenance' }],
  },
];

/** An article's address: /pages/knowledge-base/<category>/<article>. */
export function kbArticleLink(category: KbCategory, article: KbArticle): string {
  return `${KB_BASE}/${category.slug}/${article.slug}`;
}

/** Every article with its category, in reading order. */
export function kbArticles(): { category: KbCategory; article: KbArticle }[] {
  return KB_CATEGORIES.flatMap((category) =>
    category.articles.map((article) => ({ category, article })),
  );
}

/** The article at an address's category and article slugs, or null. */
export function findKbArticle(
  categorySlug: string | undefined,
  articleSlug: string | undefined,
): { category: KbCategory; article: KbArticle } | null {
  const category = KB_CATEGORIES.find((c) => c.slug === categorySlug);
  const article = category?.articles.find((a) => a.slug === articleSlug);
  return category && article ? { category, article } : null;
}
