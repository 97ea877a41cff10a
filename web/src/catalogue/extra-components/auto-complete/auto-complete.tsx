import type { Movie } from '@app/common/apps/autocomplete';
import { X } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Form } from 'react-bootstrap';
import { matchMovies, type MatchOptions, type MovieMatch } from './match-movies';

export interface AutoCompleteProps {
  movies: readonly Movie[];
  label: string;
  placeholder?: string;
  /** `start`: titles or words starting with the text; `contains`: anywhere (default). */
  mode?: MatchOptions['mode'];
  limit?: number;
  /** Opens the list of the best ranked films when the field gets focus, before any typing. */
  openOnFocus?: boolean;
  size?: 'sm' | 'lg';
  onSelect?: (movie: Movie | null) => void;
}

function Highlighted({ match }: { match: MovieMatch }) {
  const { title } = match.movie;
  if (match.end <= match.start) return <>{title}</>;
  return (
    <>
      {title.slice(0, match.start)}
      <mark>{title.slice(match.start, match.end)}</mark>
      {title.slice(match.end)}
    </>
  );
}

/**
 * A combobox in the WAI-ARIA pattern (list autocomplete, selection follows Enter): suggestions
 * as you type with the match marked, Arrow keys to move through them (focus stays in the field),
 * Enter or a click to choose, Escape to close the list (or, when it is closed, to clear).
 */
export function AutoComplete({
  movies,
  label,
  placeholder,
  mode = 'contains',
  limit = 8,
  openOnFocus = false,
  size,
  onSelect,
}: AutoCompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [selected, setSelected] = useState<Movie | null>(null);

  const matches = useMemo<MovieMatch[]>(() => {
    if (text.trim()) return matchMovies(movies, text, { mode, limit });
    if (!openOnFocus) return [];
    return [...movies]
      .sort((a, b) => a.rank - b.rank)
      .slice(0, limit)
      .map((movie) => ({ movie, start: 0, end: 0 }));
  }, [movies, text, mode, limit, openOnFocus]);

  const showList = open && (matches.length > 0 || text.trim() !== '');
  const optionId = (i: number) => `${id}-option-${i}`;

  const choose = (movie: Movie) => {
    setSelected(movie);
    setText(movie.title);
    setOpen(false);
    setActive(-1);
    onSelect?.(movie);
  };

  const clear = () => {
    setText('');
    setSelected(null);
    setActive(-1);
    onSelect?.(null);
    input.current?.focus();
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown': {
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(e.altKey || matches.length === 0 ? -1 : 0);
        } else if (matches.length > 0) {
          setActive((i) => (i + 1) % matches.length);
        }
        break;
      }
      case 'ArrowUp': {
        e.preventDefault();
        if (!open) {
          setOpen(true);
          setActive(matches.length - 1);
        } else if (matches.length > 0) {
          setActive((i) => (i <= 0 ? matches.length - 1 : i - 1));
        }
        break;
      }
      case 'Enter': {
        const match = open && active >= 0 ? matches[active] : undefined;
        if (match) {
          e.preventDefault();
          choose(match.movie);
        }
        break;
      }
      case 'Escape': {
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          e.preventDefault();
          clear();
        }
        break;
      }
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const count = matches.length;
  const status = !showList
    ? ''
    : count === 0
      ? 'No results.'
      : `${count} ${count === 1 ? 'result' : 'results'} available.`;

  return (
    <div className="autocomplete">
      <Form.Label htmlFor={`${id}-input`}>{label}</Form.Label>
      <div className="position-relative">
        <Form.Control
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          size={size}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={showList && count > 0}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          value={text}
          className="pe-5"
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
            if (selected) {
              setSelected(null);
              onSelect?.(null);
            }
          }}
          onFocus={() => {
            if (openOnFocus) setOpen(true);
          }}
          onBlur={() => {
            setOpen(false);
            setActive(-1);
          }}
          onKeyDown={handleKeyDown}
        />
        {text ? (
          <button
            type="button"
            className="btn-icon position-absolute top-50 end-0 translate-middle-y me-1"
            style={{ minWidth: 32, minHeight: 32 }}
            aria-label={`Clear ${label}`}
            onClick={clear}
          >
            <X size={16} aria-hidden="true" />
          </button>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="autocomplete-list ps-0"
          hidden={!showList || count === 0}
        >
          {showList
            ? matches.map((m, i) => (
                <li
                  key={m.movie.id}
                  id={optionId(i)}
                  role="option"
                  aria-selected={selected?.id === m.movie.id}
                  className={`autocomplete-option${i === active ? ' is-active' : ''}`}
                  // Keep focus in the field: the choice happens on click.
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => setActive(i)}
                  onClick={() => choose(m.movie)}
                >
                  <span>
                    <Highlighted match={m} />
                  </span>
                  <span className="autocomplete-rank">#{m.movie.rank}</span>
                </li>
              ))
            : null}
        </ul>
        {showList && count === 0 ? (
          <div className="autocomplete-list autocomplete-empty">
            No movie matches “{text.trim()}”.
          </div>
        ) : null}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {status}
      </div>
    </div>
  );
}
