import { SkeletonTable } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useGetDemoContactsQuery } from '../tables-api';
import { ContactsGrid } from './contacts-grid';

/** The grid fed from `GET /api/aggrid/data`, with its loading, empty and error states. */
export function ContactsGridDemo() {
  const { data, isLoading, isError, error, refetch } = useGetDemoContactsQuery();

  if (isLoading) return <SkeletonTable rows={10} cols={6} />;
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
