import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { GridContact } from '@app/common/apps/aggrid';
import { ContactsTable } from './contacts-table';

const contact = (firstname: string, city: string, followers: number): GridContact => ({
  firstname,
  lastname: 'Mutua',
  company: 'Sample Ltd',
  address: 'P.O. Box 1',
  city,
  country: 'Kenya',
  state: city === 'Nairobi' ? 'Nairobi' : 'Makueni',
  zip: '90300',
  phone: '0712 000 000',
  fax: '',
  email: `${firstname.toLowerCase()}@mail.example`,
  web: '',
  followers,
});

const CONTACTS = [
  contact('Wanza', 'Wote', 30),
  contact('Ali', 'Nairobi', 10),
  contact('Mumbua', 'Makindu', 20),
];

const firstNames = () =>
  screen
    .getAllByRole('row')
    .slice(2)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);

afterEach(cleanup);

describe('the TanStack contacts table', () => {
  it('sorts by a column header, ascending then descending', async () => {
    const user = userEvent.setup();
    render(<ContactsTable contacts={CONTACTS} />);
    expect(firstNames()).toEqual(['Wanza Mutua', 'Ali Mutua', 'Mumbua Mutua']);
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstNames()).toEqual(['Ali Mutua', 'Mumbua Mutua', 'Wanza Mutua']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(firstNames()).toEqual(['Wanza Mutua', 'Mumbua Mutua', 'Ali Mutua']);
  });

  it('filters by every column and by one, and says when nothing matches', async () => {
    const user = userEvent.setup();
    render(<ContactsTable contacts={CONTACTS} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search all columns' }), 'makindu');
    expect(firstNames()).toEqual(['Mumbua Mutua']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search all columns' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by county' }), 'Nairobi');
    expect(firstNames()).toEqual(['Ali Mutua']);
    await user.type(screen.getByRole('searchbox', { name: 'Filter by town' }), 'Wote');
    expect(screen.getByText('No contact matches these filters.')).toBeInTheDocument();
  });

  it('selects rows and counts them', async () => {
    const user = userEvent.setup();
    render(<ContactsTable contacts={CONTACTS} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Ali Mutua' }));
    expect(screen.getByText(/1 selected/)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    expect(screen.getByText(/3 selected/)).toBeInTheDocument();
  });
});
