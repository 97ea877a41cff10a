import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Dropdown, type DropdownPopup } from './dropdown';

afterEach(cleanup);

function renderDropdown(popup?: DropdownPopup) {
  render(
    <Dropdown toggle="Open" label="Things" popup={popup}>
      {() => <a href="/one">One</a>}
    </Dropdown>,
  );
  return screen.getByRole('button', { name: 'Things' });
}

describe('Dropdown ARIA', () => {
  it.each(['menu', 'dialog'] as const)(
    'announces a %s and gives the popup that role',
    async (popup) => {
      const toggle = renderDropdown(popup);
      expect(toggle).toHaveAttribute('aria-haspopup', popup);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const opened = screen.getByRole(popup, { name: 'Things' });
      expect(toggle).toHaveAttribute('aria-controls', opened.id);
    },
  );

  it('is a plain disclosure when it pops up no menu or dialog', async () => {
    const toggle = renderDropdown();
    expect(toggle).not.toHaveAttribute('aria-haspopup');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = screen.getByRole('link', { name: 'One' });
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled).toContainElement(link);
    expect(controlled).not.toHaveAttribute('role');
  });
});
