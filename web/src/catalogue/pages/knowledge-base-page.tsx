import { BookOpen, Link2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SkeletonLines } from '@/components/skeletons';
import { EmptyState } from '@/components/status-messages';
import { ARTICLE_BLOCKS, type ArticleBlock } from './knowledge-base/article-content';
import {
  findKbArticle,
  KB_BASE,
  KB_CATEGORIES,
  kbArticleLink,
  type KbArticle,
  type KbCategory,
} from './knowledge-base/articles';
import '@/styles/bootstrap-extras.scss';

const DictionaryTable = lazy(() => import('./knowledge-base/dictionary-table'));

/** The credit the boundaries' licence asks for, as ../shared/data's provenance gives it. */
const BOUNDARY_ATTRIBUTION =
  'Ward boundaries: "Kenya County Assembly Boundaries" by Benedict Aboki Omare and George Omare (2017), https://github.com/benaboki/Kenya-County-Assembly-Boundaries, CC BY 4.0. Extracted for Makueni County, fields renamed, coordinates rounded, sub-county and county outlines dissolved from the wards.';

/**
 * /pages/knowledge-base: categories and their articles; each article has its own address,
 * /pages/knowledge-base/<category>/<article>, and lists the others beside it.
 */
export default function KnowledgeBasePage() {
  const { t } = useTranslation('portal-pages');
  const { category, article } = useParams();
  const isIndex = category === undefined && article === undefined;
  const found = findKbArticle(category, article);

  if (isIndex) {
    return (
      <article className="portal-page" aria-labelledby="kb-title" data-testid="kb-page">
        <header className="mb-3">
          <h1 id="kb-title" className="h3 mb-1">
            {t('kb.title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('kb.intro')}</p>
        </header>
        <div className="row g-3">
          {KB_CATEGORIES.map((c) => (
            <div key={c.id} className="col-12 col-md-6">
              <CategoryCard category={c} />
            </div>
          ))}
        </div>
      </article>
    );
  }

  return (
    <div className="row g-3" data-testid="kb-page">
      <div className="col-12 col-lg-8">
        {found ? (
          <ArticleView category={found.category} article={found.article} />
        ) : (
          <div data-testid="kb-not-found">
            <h1 className="h3">{t('kb.title')}</h1>
            <EmptyState message={t('kb.notFound')} />
            <p className="text-center">{t('kb.notFoundHint')}</p>
          </div>
        )}
      </div>
      <nav className="col-12 col-lg-4" aria-label={t('kb.back')}>
        <p className="mb-2">
          <Link to={KB_BASE}>{t('kb.back')}</Link>
        </p>
        {KB_CATEGORIES.map((c) => (
          <div key={c.id} className="mb-3">
            <h2 className="h6 mb-1">{t(`kb.categories.${c.id}.title`)}</h2>
            <ul className="list-unstyled mb-0 small">
              {c.articles.map((a) => {
                const isCurrent = found?.article.id === a.id;
                return (
                  <li key={a.id} className="py-1">
                    <Link
                      to={kbArticleLink(c, a)}
                      aria-current={isCurrent ? 'page' : undefined}
                      className={isCurrent ? 'fw-semibold' : undefined}
                    >
                      {t(`kb.articles.${a.id}.title`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
    </div>
  );
}

function CategoryCard({ category }: { category: KbCategory }) {
  const { t } = useTranslation('portal-pages');
  const headingId = `kb-category-${category.id}`;
  return (
    <section className="card h-100" aria-labelledby={headingId}>
      <div className="card-body">
        <h2 id={headingId} className="h5 d-flex align-items-center gap-2">
          <BookOpen size={18} aria-hidden="true" className="text-primary" />
          {t(`kb.categories.${category.id}.title`)}
        </h2>
        <ul className="list-unstyled mb-0">
          {category.articles.map((a) => (
            <li key={a.id} className="mb-2">
              <Link to={kbArticleLink(category, a)} className="fw-semibold">
                {t(`kb.articles.${a.id}.title`)}
              </Link>
              <div className="small text-body-secondary">{t(`kb.articles.${a.id}.summary`)}</div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function ArticleView({ category, article }: { category: KbCategory; article: KbArticle }) {
  const { t } = useTranslation('portal-pages');
  const body = t(`kb.articles.${article.id}.body`, { returnObjects: true });
  const paragraphs = Array.isArray(body) ? (body as string[]) : [];
  const origin = window.location.origin;
  const renderBlock = (block: ArticleBlock, i: number) => {
    switch (block.kind) {
      case 'p':
        return <p key={i}>{paragraphs[block.index]}</p>;
      case 'code':
        return (
          <pre key={i} className="kb-code bg-body-tertiary border rounded p-2 small" tabIndex={0}>
            <code className={`language-${block.language}`}>{block.code(origin)}</code>
          </pre>
        );
      case 'attribution':
        return (
          <blockquote key={i} className="border-start border-3 ps-3 small text-break">
            {BOUNDARY_ATTRIBUTION}
          </blockquote>
        );
      case 'dictionary':
        return (
          <Suspense
            key={i}
            fallback={
              // At least a screen high, as the table is: what follows it starts below the fold and
              // does not jump when the table arrives.
              <div
                role="status"
                aria-busy="true"
                aria-label={t('kb.dictionary.loading')}
                style={{ minHeight: '100vh' }}
              >
                <SkeletonLines lines={6} />
              </div>
            }
          >
            <DictionaryTable />
          </Suspense>
        );
    }
  };
  return (
    <article aria-labelledby="kb-article-title" data-testid={`kb-article-${article.id}`}>
      <p className="small text-body-secondary mb-1">
        {t('kb.inCategory', { category: t(`kb.categories.${category.id}.title`) })}
      </p>
      <h1 id="kb-article-title" className="h3 mb-2">
        {t(`kb.articles.${article.id}.title`)}
      </h1>
      <p className="lead fs-6">{t(`kb.articles.${article.id}.summary`)}</p>
      {(ARTICLE_BLOCKS[article.id] ?? []).map(renderBlock)}
      <p className="small mt-3">
        <Link
          to={kbArticleLink(category, article)}
          className="d-inline-flex align-items-center gap-1"
        >
          <Link2 size={14} aria-hidden="true" />
          {t('kb.linkTo')}
        </Link>
      </p>
    </article>
  );
}
