import { SkeletonTable } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetDemoContactsQuery } from '../tables-api';
import { ContactsTable } from './contacts-table';

/** The table fed from `GET /api/aggrid/data`, with its loading, empty and error states. */
export function ContactsDemo() {
  const { data, isLoading, isError, error, refetch } = useGetDemoContactsQuery();

  if (isLoading) return <SkeletonTable rows={8} cols={6} />;
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
  return <ContactsTable contacts={data} />;
}
