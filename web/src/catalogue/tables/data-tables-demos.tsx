import 'react-data-table-component/css';
import { Demo } from '@/catalogue/common/demo';
import columnsSource from './data-tables/product-columns.tsx?raw';
import detailsSource from './data-tables/product-details.tsx?raw';
import themesSource from './data-tables/table-themes.ts?raw';
import { ProductsTable } from './data-tables/products-table';
import tableSource from './data-tables/products-table.tsx?raw';
import { useApiReady } from '@/hooks/use-api-ready';

/** The page's demos, with react-data-table-component: loaded once the page's frame is drawn (data-tables-page.tsx). */
export default function DataTablesDemos() {
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
  return (
    <>
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
    </>
  );
}
