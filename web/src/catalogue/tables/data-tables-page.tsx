import 'react-data-table-component/css';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { useApiReady } from '@/hooks/use-api-ready';
import columnsSource from './data-tables/product-columns.tsx?raw';
import detailsSource from './data-tables/product-details.tsx?raw';
import themesSource from './data-tables/table-themes.ts?raw';
import { ProductsTable } from './data-tables/products-table';
import tableSource from './data-tables/products-table.tsx?raw';

export default function DataTablesPage() {
  const { t } = useTranslation();
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
  return (
    <DemoPage
      title={t('menu.dataTables')}
      intro="A data table over the mock's products, one page asked of the server at a time, with expandable rows, row selection and a dark theme."
      library={{
        name: 'react-data-table-component',
        href: 'https://react-data-table-component.netlify.app/',
      }}
    >
      <Demo
        id="server-paging"
        title="Server-side pages, expandable rows, selection"
        source={tableSource}
      >
        <ProductsTable />
      </Demo>
      <Demo
        id="columns"
        title="Columns and expanded row"
        source={`${columnsSource}\n// product-details.tsx\n${detailsSource}`}
      >
        <p className="mb-0">
          The columns (image, badge and progress cells) and the component an expanded row shows.
        </p>
      </Demo>
      <Demo id="themes" title="Light and dark themes" source={themesSource}>
        <p className="mb-0">
          Two themes made with <code>createTheme</code> from the Bootstrap variables; the table
          takes the dark one when the page is dark.
        </p>
      </Demo>
    </DemoPage>
  );
}
