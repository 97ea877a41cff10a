import type { Movie } from '@app/common/apps/autocomplete';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AutoComplete } from './auto-complete';

const MOVIES: Movie[] = [
  { id: 1, title: 'The Shawshank Redemption', rank: 1 },
  { id: 2, title: 'The Godfather', rank: 2 },
  { id: 4, title: 'The Godfather Part II', rank: 4 },
  { id: 5, title: 'Goodfellas', rank: 17 },
];

afterEach(cleanup);

describe('the movie auto-complete', () => {
  it('suggests as you type, marks the match, and picks with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AutoComplete movies={MOVIES} label="Movie" onSelect={onSelect} />);
    const box = screen.getByRole('combobox', { name: 'Movie' });
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.type(box, 'godf');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'The Godfather#2',
      'The Godfather Part II#4',
    ]);
    expect(options[0]?.querySelector('mark')?.textContent).toBe('Godf');
    expect(screen.getByRole('status')).toHaveTextContent('2 results available.');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue('The Godfather Part II');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).toHaveBeenLastCalledWith(MOVIES[2]);
  });

  it('says when nothing matches, and Escape closes then clears', async () => {
    const user = userEvent.setup();
    render(<AutoComplete movies={MOVIES} label="Movie" />);
    const box = screen.getByRole('combobox', { name: 'Movie' });
    await user.type(box, 'zzz');
    expect(screen.getByText('No movie matches “zzz”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No results.');
    await user.keyboard('{Escape}');
    expect(screen.queryByText('No movie matches “zzz”.')).toBeNull();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('opens on focus with the best ranked films when asked to, and picks with a click', async () => {
    const user = userEvent.setup();
    render(<AutoComplete movies={MOVIES} label="Movie" openOnFocus limit={2} />);
    await user.click(screen.getByRole('combobox', { name: 'Movie' }));
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    await user.click(options[1]!);
    expect(screen.getByRole('combobox', { name: 'Movie' })).toHaveValue('The Godfather');
  });
});
