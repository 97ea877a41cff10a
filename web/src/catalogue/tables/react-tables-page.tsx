import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const ReactTablesDemos = lazy(() => import('./react-tables-demos'));

export default function ReactTablesPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.reactTables')}
      intro="A headless table on the mock's 500 contacts: sorting, a search over every column, a filter per column, pages, column visibility and row selection, drawn with Bootstrap's table classes."
      library={{
        name: '@tanstack/react-table',
        href: 'https://tanstack.com/table/latest',
        note: 'TanStack Table is the successor of react-table; version 9 registers only the features a table uses.',
      }}
    >
      <LazyDemos>
        <ReactTablesDemos />
      </LazyDemos>
    </DemoPage>
  );
}
