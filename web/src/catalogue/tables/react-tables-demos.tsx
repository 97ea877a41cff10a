import { Demo } from '@/catalogue/common/demo';
import { ContactsDemo } from './react-tables/contacts-demo';
import demoSource from './react-tables/contacts-demo.tsx?raw';
import tableSource from './react-tables/contacts-table.tsx?raw';
import { useApiReady } from '@/hooks/use-api-ready';

/** The page's demos, with @tanstack/react-table: loaded once the page's frame is drawn (react-tables-page.tsx). */
export default function ReactTablesDemos() {
  const isApiReady = useApiReady();
  if (!isApiReady) return null;
  return (
    <>
      <Demo id="contacts" title="Contacts" source={tableSource}>
        <ContactsDemo />
      </Demo>
      <Demo id="loading" title="Loading, empty and error states" source={demoSource}>
        <p className="mb-0">
          The data comes from <code>GET /api/aggrid/data</code> through the store's API; while it
          loads a skeleton shows, a failure offers a retry.
        </p>
      </Demo>
    </>
  );
}
