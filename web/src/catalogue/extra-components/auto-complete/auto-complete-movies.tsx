import type { Movie } from '@app/common/apps/autocomplete';
import { useState } from 'react';
import { AutoComplete } from './auto-complete';
import { MoviesLoader } from './movies-loader';

/**
 * The 100 movies of GET /api/autocomplete/data: type part of a title, move with the arrow keys,
 * choose with Enter.
 */
export function AutoCompleteMovies() {
  const [movie, setMovie] = useState<Movie | null>(null);
  return (
    <MoviesLoader>
      {(movies) => (
        <div style={{ maxWidth: '28rem' }}>
          <AutoComplete
            movies={movies}
            label="Movie"
            placeholder="Try “god”, “star” or “lord”"
            onSelect={setMovie}
          />
          <p className="small text-body-secondary mt-2 mb-0" data-testid="chosen-movie">
            {movie ? `You chose ${movie.title}, ranked ${movie.rank}.` : 'No movie chosen yet.'}
          </p>
        </div>
      )}
    </MoviesLoader>
  );
}
