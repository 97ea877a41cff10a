import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { handleTabKeys } from './tab-keys';

function Tabs({ dir }: { dir: 'ltr' | 'rtl' }) {
  const [active, setActive] = useState('a');
  return (
    <div dir={dir} onKeyDownCapture={handleTabKeys}>
      <div role="tablist">
        {['a', 'b', 'c', 'd'].map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={active === key}
            aria-disabled={key === 'c' ? 'true' : undefined}
            onClick={() => setActive(key)}
          >
            {key}
          </button>
        ))}
      </div>
      <p>active {active}</p>
    </div>
  );
}

afterEach(cleanup);

describe('handleTabKeys', () => {
  it('moves right to the next tab in left to right, skipping disabled tabs and wrapping', async () => {
    const user = userEvent.setup();
    render(<Tabs dir="ltr" />);
    screen.getByRole('tab', { name: 'a' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'b' })).toHaveFocus();
    expect(screen.getByText('active b')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'd' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'a' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('active d')).toBeInTheDocument();
  });

  it('mirrors the arrows in right to left', async () => {
    const user = userEvent.setup();
    render(<Tabs dir="rtl" />);
    screen.getByRole('tab', { name: 'a' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('active b')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('active a')).toBeInTheDocument();
  });

  it('goes to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs dir="ltr" />);
    screen.getByRole('tab', { name: 'a' }).focus();
    await user.keyboard('{End}');
    expect(screen.getByText('active d')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByText('active a')).toBeInTheDocument();
  });
});
