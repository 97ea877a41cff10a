import './extra-components.scss';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import componentSource from './auto-complete/auto-complete.tsx?raw';
import { AutoCompleteMovies } from './auto-complete/auto-complete-movies';
import moviesSource from './auto-complete/auto-complete-movies.tsx?raw';
import { AutoCompleteOptions } from './auto-complete/auto-complete-options';
import optionsSource from './auto-complete/auto-complete-options.tsx?raw';
import matchSource from './auto-complete/match-movies.ts?raw';

export default function AutoCompletePage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.autoComplete')}
      intro={
        <>
          Suggestions from the 100 sample movies of <code>GET /api/autocomplete/data</code> as you
          type, following the WAI-ARIA combobox pattern: Arrow Down and Arrow Up move through the
          suggestions, Enter chooses, Escape closes the list (and then clears the field).
        </>
      }
      library={{
        name: 'react-bootstrap',
        href: 'https://www.w3.org/WAI/ARIA/apg/patterns/combobox/',
        note: 'The field is react-bootstrap; the combobox behaviour follows the WAI-ARIA Authoring Practices (link above).',
      }}
    >
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
    </DemoPage>
  );
}
