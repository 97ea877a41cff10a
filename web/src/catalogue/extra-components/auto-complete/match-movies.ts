import type { Movie } from '@app/common/apps/autocomplete';

export interface MovieMatch {
  movie: Movie;
  /** Where the match is in the title (UTF-16 offsets), for highlighting. */
  start: number;
  end: number;
}

export interface MatchOptions {
  /** `start`: the title or one of its words starts with the query; `contains`: anywhere. */
  mode?: 'contains' | 'start';
  /** At most this many suggestions. */
  limit?: number;
}

/** Lower case with accents dropped, one character for one, so offsets stay valid. */
export function foldText(text: string): string {
  return Array.from(text)
    .map((ch) => {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      return base.length === ch.length ? base.toLowerCase() : ch.toLowerCase();
    })
    .join('');
}

const isWordStart = (folded: string, i: number) =>
  i === 0 || /[^\p{L}\p{N}]/u.test(folded[i - 1] ?? ' ');

/**
 * The movies whose title matches what was typed, best first: titles that start with it, then
 * titles with a word that starts with it, then (in `contains` mode) titles that have it
 * elsewhere; ties go to the better ranked film. Case and accents do not matter; spaces at the
 * ends of the query are ignored. An empty query matches nothing.
 */
export function matchMovies(
  movies: readonly Movie[],
  query: string,
  { mode = 'contains', limit = 8 }: MatchOptions = {},
): MovieMatch[] {
  const q = foldText(query.trim());
  if (!q) return [];
  const scored: { match: MovieMatch; score: number }[] = [];
  for (const movie of movies) {
    const title = foldText(movie.title);
    let best = -1;
    let score = 3;
    for (let i = title.indexOf(q); i !== -1; i = title.indexOf(q, i + 1)) {
      const s = i === 0 ? 0 : isWordStart(title, i) ? 1 : 2;
      if (s < score) {
        score = s;
        best = i;
      }
      if (s === 0) break;
    }
    if (best === -1 || (mode === 'start' && score === 2)) continue;
    scored.push({ match: { movie, start: best, end: best + q.length }, score });
  }
  scored.sort((a, b) => a.score - b.score || a.match.movie.rank - b.match.movie.rank);
  return scored.slice(0, limit).map((s) => s.match);
}
