import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager, pageWindow } from './pager';

afterEach(cleanup);

describe('pageWindow', () => {
  it('keeps the first, the last and two either side of the current page', () => {
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 'gap', 5]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe('Pager', () => {
  const labels = { label: 'Pages', previousLabel: 'Previous page', nextLabel: 'Next page' };

  it('shows nothing when every row fits on one page', () => {
    render(<Pager page={1} pages={1} onPage={() => undefined} {...labels} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('marks the current page and moves by number, previous and next', async () => {
    const onPage = vi.fn();
    render(<Pager page={2} pages={4} onPage={onPage} {...labels} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: '4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[4], [1], [3]]);
  });

  it('names the page buttons when told how, and stops at the ends', () => {
    render(
      <Pager
        page={3}
        pages={3}
        onPage={() => undefined}
        {...labels}
        pageLabel={(page) => `Page ${page}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Page 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });
});
