import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { useApiReady } from '@/hooks/use-api-ready';
import { ContactsDemo } from './react-tables/contacts-demo';
import demoSource from './react-tables/contacts-demo.tsx?raw';
import tableSource from './react-tables/contacts-table.tsx?raw';

export default function ReactTablesPage() {
  const { t } = useTranslation();
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
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
      <Demo id="contacts" title="Contacts" source={tableSource}>
        <ContactsDemo />
      </Demo>
      <Demo id="loading" title="Loading, empty and error states" source={demoSource}>
        <p className="mb-0">
          The data comes from <code>GET /api/aggrid/data</code> through the store's API; while it
          loads a skeleton shows, a failure offers a retry.
        </p>
      </Demo>
    </DemoPage>
  );
}
