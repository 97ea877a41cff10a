import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

afterEach(cleanup);

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

  it('pages without a count by previous and next, and says where the reader is', async () => {
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    render(
      <Pager
        {...labels}
        status="Page 2"
        hasPrevious
        hasNext={false}
        onPrevious={onPrevious}
        onNext={onNext}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav).toHaveTextContent('Page 2');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);
    expect(onNext).not.toHaveBeenCalled();
  });
});
