import './extra-components.scss';
import { Demo } from '@/catalogue/common/demo';
import componentSource from './auto-complete/auto-complete.tsx?raw';
import { AutoCompleteMovies } from './auto-complete/auto-complete-movies';
import moviesSource from './auto-complete/auto-complete-movies.tsx?raw';
import { AutoCompleteOptions } from './auto-complete/auto-complete-options';
import optionsSource from './auto-complete/auto-complete-options.tsx?raw';
import matchSource from './auto-complete/match-movies.ts?raw';

/** The page's demos, with react-bootstrap: loaded once the page's frame is drawn (auto-complete-page.tsx). */
export default function AutoCompleteDemos() {
  return (
    <>
      <Demo id="movies" title="Movies" source={moviesSource}>
        <AutoCompleteMovies />
      </Demo>
      <Demo id="options" title="Matching, opening and sizes" source={optionsSource}>
        <AutoCompleteOptions />
      </Demo>
      <Demo
        id="component"
        title="The combobox component"
        description="Show code to read the combobox the demos use."
        source={componentSource}
      >
        <p className="small text-body-secondary mb-0">
          The matching it uses (titles that start with the text first, then word starts, then the
          rest, ties by rank; case and accents ignored) is below.
        </p>
      </Demo>
      <Demo id="matching" title="The matching" source={matchSource}>
        <p className="small text-body-secondary mb-0">Show code to read match-movies.ts.</p>
      </Demo>
    </>
  );
}
