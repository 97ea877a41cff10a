import type { Movie } from '@app/common/apps/autocomplete';
import type { ReactNode } from 'react';
import { Alert, Button, Placeholder } from 'react-bootstrap';
import { useGetAutocompleteMoviesQuery } from './movies-api';

/** Fetches the sample movies once (shared by every demo) and shows loading and error states. */
export function MoviesLoader({ children }: { children: (movies: readonly Movie[]) => ReactNode }) {
  const { data, isLoading, isError, refetch, isFetching } = useGetAutocompleteMoviesQuery();
  if (isLoading) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading the movies">
        <Placeholder as="p" animation="glow" className="mb-2">
          <Placeholder xs={3} />
        </Placeholder>
        <Placeholder as="div" animation="glow">
          <Placeholder xs={12} style={{ height: '2.375rem' }} className="rounded" />
        </Placeholder>
      </div>
    );
  }
  if (isError || !data) {
    return (
      <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2 mb-0">
        <span className="me-auto">The movies could not be loaded.</span>
        <Button
          size="sm"
          variant="outline-danger"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (data.length === 0) {
    return <p className="text-body-secondary mb-0">There are no movies to suggest.</p>;
  }
  return <>{children(data)}</>;
}
