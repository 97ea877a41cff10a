import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nReady } from '@/i18n';
import { ScrollTable } from './scroll-table';

const CUE = 'Scroll sideways to see every column';

beforeAll(async () => {
  await i18nReady;
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** The box's content width against its own (jsdom lays nothing out). */
function sizes(content: number, box: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(content);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
}

function renderTable(stickyFirstColumn: boolean) {
  render(
    <ScrollTable label="Money by department" stickyFirstColumn={stickyFirstColumn}>
      <table>
        <tbody>
          <tr>
            <th scope="row">Health</th>
            <td>1,000</td>
          </tr>
        </tbody>
      </table>
    </ScrollTable>,
  );
  return screen.getByRole('region', { name: 'Money by department' });
}

describe('ScrollTable', () => {
  it('says that more columns lie sideways while some are out of sight', () => {
    sizes(600, 300);
    const region = renderTable(true);
    expect(screen.getByText(CUE)).toBeInTheDocument();
    expect(region).toHaveClass('has-sticky-first');
    expect(region.parentElement).toHaveClass('has-more-end');

    // Scrolled to the end: the end no longer fades, the cue stays (columns lie back at the start).
    act(() => {
      region.scrollLeft = 300;
      fireEvent.scroll(region);
    });
    expect(region.parentElement).not.toHaveClass('has-more-end');
    expect(screen.getByText(CUE)).toBeInTheDocument();
  });

  it('counts right-to-left scrolling (negative offsets) from the start as well', () => {
    sizes(600, 300);
    const region = renderTable(true);
    act(() => {
      region.scrollLeft = -300;
      fireEvent.scroll(region);
    });
    expect(region.parentElement).not.toHaveClass('has-more-end');
  });

  it('has no cue when every column fits', () => {
    sizes(300, 300);
    renderTable(true);
    expect(screen.queryByText(CUE)).not.toBeInTheDocument();
  });

  it('stays a plain scroll box without a sticky column', () => {
    sizes(600, 300);
    const region = renderTable(false);
    expect(region).not.toHaveClass('has-sticky-first');
    expect(screen.queryByText(CUE)).not.toBeInTheDocument();
  });
});
