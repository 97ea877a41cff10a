import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const DataTablesDemos = lazy(() => import('./data-tables-demos'));

export default function DataTablesPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.dataTables')}
      intro="A data table over the mock's products, one page asked of the server at a time, with expandable rows, row selection and a dark theme."
      library={{
        name: 'react-data-table-component',
        href: 'https://react-data-table-component.netlify.app/',
      }}
    >
      <LazyDemos>
        <DataTablesDemos />
      </LazyDemos>
    </DemoPage>
  );
}
