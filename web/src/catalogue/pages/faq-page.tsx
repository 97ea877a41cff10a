import { Link2, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Accordion } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/status-messages';
import { FAQ_GROUPS, isFaqId, matchingFaqs, type FaqId } from './faq/faq-data';
import '@/styles/bootstrap-extras.scss';

/**
 * /pages/faq: what residents and journalists ask about the portal's data, grouped, narrowed as
 * you type, each answer with its own address (/pages/faq#stalled opens that answer).
 */
export default function FaqPage() {
  const { t } = useTranslation('portal-pages');
  const { hash } = useLocation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);
  // While searching every match is open, so the words found can be read at once, unless closed.
  const [closed, setClosed] = useState<string[]>([]);

  const target = decodeURIComponent(hash.slice(1));
  // The answer named in the address opens (and shows, whatever was typed) and scrolls into view.
  useEffect(() => {
    if (!isFaqId(target)) return;
    setQuery('');
    setOpen((keys) => (keys.includes(target) ? keys : [...keys, target]));
    document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [target]);

  const textOf = useMemo(
    () => (id: FaqId) => `${t(`faq.items.${id}.q`)} ${t(`faq.items.${id}.a`)}`,
    [t],
  );
  const hasQuery = query.trim() !== '';
  const matches = useMemo(() => matchingFaqs(query, textOf), [query, textOf]);
  const groups = FAQ_GROUPS.map((g) => ({
    id: g.id,
    items: g.items.filter((id) => matches.has(id)),
  })).filter((g) => g.items.length > 0);
  const activeKeys = hasQuery ? [...matches].filter((id) => !closed.includes(id)) : open;
  const onQuery = (value: string) => {
    setQuery(value);
    setClosed([]);
  };

  return (
    <article className="portal-page" aria-labelledby="faq-title" data-testid="faq-page">
      <header className="mb-3">
        <h1 id="faq-title" className="h3 mb-1">
          {t('faq.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('faq.intro')}</p>
      </header>

      <div role="search" className="mb-3" style={{ maxWidth: '36rem' }}>
        <label htmlFor={searchId} className="form-label">
          {t('faq.searchLabel')}
        </label>
        <div className="input-group">
          <span className="input-group-text" aria-hidden="true">
            <Search size={16} />
          </span>
          <input
            id={searchId}
            type="search"
            className="form-control"
            placeholder={t('faq.searchPlaceholder')}
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            data-testid="faq-search"
          />
        </div>
        <p className="small text-body-secondary mt-1 mb-0" role="status" aria-live="polite">
          {hasQuery ? t('faq.matches', { count: matches.size }) : ''}
        </p>
      </div>

      {groups.length === 0 ? (
        <div data-testid="faq-no-matches">
          <EmptyState
            message={t('faq.noMatches', { query: query.trim() })}
            actionLabel={t('faq.clear')}
            onAction={() => onQuery('')}
          />
          <p className="text-center small">
            {t('faq.noMatchesHint')}{' '}
            <Link to={`/pages/search?${new URLSearchParams({ q: query.trim() }).toString()}`}>
              {t('faq.searchPortal', { query: query.trim() })}
            </Link>
          </p>
        </div>
      ) : (
        groups.map((group) => (
          <section key={group.id} className="mb-4" aria-labelledby={`faq-group-${group.id}`}>
            <h2 id={`faq-group-${group.id}`} className="h5 mb-2">
              {t(`faq.groups.${group.id}`)}
            </h2>
            <Accordion
              alwaysOpen
              activeKey={activeKeys}
              onSelect={(keys) => {
                // Each group's accordion reports its own keys: the other groups' stay as they are.
                const next = Array.isArray(keys) ? keys : keys ? [keys] : [];
                const mine = (id: string) => (group.items as string[]).includes(id);
                const others = (list: string[]) => list.filter((id) => !mine(id));
                if (hasQuery) {
                  setClosed((list) => [
                    ...others(list),
                    ...group.items.filter((id) => !next.includes(id)),
                  ]);
                } else setOpen((list) => [...others(list), ...next]);
              }}
            >
              {group.items.map((id) => (
                <Accordion.Item key={id} eventKey={id} id={id} data-testid={`faq-item-${id}`}>
                  <Accordion.Header as="h3">{t(`faq.items.${id}.q`)}</Accordion.Header>
                  <Accordion.Body>
                    <p className="mb-2">{t(`faq.items.${id}.a`)}</p>
                    <a href={`#${id}`} className="small d-inline-flex align-items-center gap-1">
                      <Link2 size={14} aria-hidden="true" />
                      {t('faq.linkTo', { question: t(`faq.items.${id}.q`) })}
                    </a>
                  </Accordion.Body>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        ))
      )}
    </article>
  );
}
