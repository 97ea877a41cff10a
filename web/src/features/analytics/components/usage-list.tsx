import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarList, type BarItem } from '@/components/charts/bar-list';

/** A titled card with a ranked list of counts (top pages, endpoints, formats, terms, projects). */
export function UsageList({
  title,
  items,
  empty,
}: {
  title: string;
  items: readonly BarItem[];
  empty?: ReactNode;
}) {
  const { t } = useTranslation('staff');
  const id = useId();
  return (
    <section className="card h-100" aria-labelledby={id}>
      <div className="card-header">
        <h2 id={id} className="h6 mb-0">
          {title}
        </h2>
      </div>
      <div className="card-body">
        {items.length === 0 ? (
          <p className="text-body-secondary small mb-0">{empty ?? t('analytics.noneCounted')}</p>
        ) : (
          <BarList items={items} />
        )}
      </div>
    </section>
  );
}
