import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import { useApiReady } from '@/hooks/use-api-ready';
import gridSource from './ag-grid/contacts-grid.tsx?raw';
import { ContactsGridDemo } from './ag-grid/contacts-grid-demo';
import setupSource from './ag-grid/ag-grid-setup.ts?raw';

export default function AgGridPage() {
  const { t } = useTranslation();
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
  return (
    <DemoPage
      title={t('menu.agGrid')}
      intro="A data grid on the mock's 500 contacts: sort, filter, resize, pin, pages and CSV export, in the theme's colours in light and dark mode."
      library={{
        name: 'ag-grid-community',
        href: 'https://www.ag-grid.com/react-data-grid/getting-started/',
        note: 'With ag-grid-react; only the modules the grid uses are registered (ag-grid-setup.ts).',
      }}
    >
      <Demo id="contacts" title="Contacts" source={gridSource}>
        <ContactsGridDemo />
      </Demo>
      <Demo id="setup" title="Modules and theme" source={setupSource}>
        <p className="mb-0">
          The registered modules and the Quartz theme built from the Bootstrap variables, one for
          light and one for dark mode.
        </p>
      </Demo>
    </DemoPage>
  );
}
