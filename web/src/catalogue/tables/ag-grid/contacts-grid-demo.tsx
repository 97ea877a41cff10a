import { EmptyState, ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetDemoContactsQuery } from '../tables-api';
import { ContactsGrid } from './contacts-grid';

/** The grid fed from `GET /api/aggrid/data`, with its loading, empty and error states. */
export function ContactsGridDemo() {
  const { data, isLoading, isError, error, refetch } = useGetDemoContactsQuery();

  // Its frame at once (toolbar and a grid-sized placeholder): nothing moves when the rows come.
  if (isLoading) return <ContactsGrid contacts={undefined} />;
  if (isError) {
    return (
      <ErrorState
        title="The contacts could not be loaded."
        message={queryErrorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data || data.length === 0) return <EmptyState message="There are no contacts yet." />;
  return <ContactsGrid contacts={data} />;
}
