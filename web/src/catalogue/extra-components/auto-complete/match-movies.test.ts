import type { Movie } from '@app/common/apps/autocomplete';
import { describe, expect, it } from 'vitest';
import { foldText, matchMovies } from './match-movies';

const movie = (id: number, title: string, rank = id): Movie => ({ id, title, rank });
const MOVIES = [
  movie(1, 'The Shawshank Redemption'),
  movie(2, 'The Godfather'),
  movie(3, 'The Dark Knight'),
  movie(4, 'The Godfather Part II'),
  movie(5, 'Godzilla Minus One', 50),
  movie(6, 'Amélie', 60),
  movie(7, 'Inception', 14),
  movie(8, 'Star Wars: Episode V - The Empire Strikes Back', 15),
];

const titles = (q: string, opts?: Parameters<typeof matchMovies>[2]) =>
  matchMovies(MOVIES, q, opts).map((m) => m.movie.title);

describe('matchMovies', () => {
  it('matches nothing for an empty or blank query', () => {
    expect(matchMovies(MOVIES, '')).toEqual([]);
    expect(matchMovies(MOVIES, '   ')).toEqual([]);
  });

  it('puts title starts first, then word starts, then the rest, each by rank', () => {
    expect(titles('god')).toEqual(['Godzilla Minus One', 'The Godfather', 'The Godfather Part II']);
    expect(titles('ion')).toEqual(['The Shawshank Redemption', 'Inception']);
  });

  it('ignores case and accents, and spaces at the ends', () => {
    expect(titles('AMELIE')).toEqual(['Amélie']);
    expect(titles('  dark knight ')).toEqual(['The Dark Knight']);
  });

  it('in start mode keeps only titles or words starting with the query', () => {
    expect(titles('ion', { mode: 'start' })).toEqual([]);
    expect(titles('emp', { mode: 'start' })).toEqual([
      'Star Wars: Episode V - The Empire Strikes Back',
    ]);
  });

  it('gives the matched range for highlighting, preferring a word start', () => {
    const [m] = matchMovies(MOVIES, 'the e');
    expect(m?.movie.id).toBe(8);
    expect(m && m.movie.title.slice(m.start, m.end)).toBe('The E');
    const [g] = matchMovies([movie(9, 'Gone Girl')], 'g');
    expect(g).toMatchObject({ start: 0, end: 1 });
  });

  it('stops at the limit', () => {
    expect(matchMovies(MOVIES, 'the', { limit: 2 })).toHaveLength(2);
  });

  it('folds text one character for one', () => {
    expect(foldText('Amélie')).toBe('amelie');
    expect(foldText('Amélie')).toHaveLength('Amélie'.length);
  });
});
