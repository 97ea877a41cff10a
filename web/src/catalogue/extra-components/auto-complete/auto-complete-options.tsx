import { AutoComplete } from './auto-complete';
import { MoviesLoader } from './movies-loader';

/**
 * Options: match only at the start of the title or a word, open with the best ranked films on
 * focus, a longer list, and the small and large field sizes.
 */
export function AutoCompleteOptions() {
  return (
    <MoviesLoader>
      {(movies) => (
        <div className="row g-4">
          <div className="col-md-6">
            <AutoComplete movies={movies} label="Starts with (word starts only)" mode="start" />
          </div>
          <div className="col-md-6">
            <AutoComplete
              movies={movies}
              label="Opens on focus (top ranked)"
              openOnFocus
              limit={10}
            />
          </div>
          <div className="col-md-6">
            <AutoComplete movies={movies} label="Small field" size="sm" />
          </div>
          <div className="col-md-6">
            <AutoComplete
              movies={movies}
              label="Large field, up to 12 suggestions"
              size="lg"
              limit={12}
            />
          </div>
        </div>
      )}
    </MoviesLoader>
  );
}
