// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useZodForm, type FormSchema } from './use-zod-form';

const schema = z.object({ email: z.string().min(1, { error: 'Enter your email.' }) });
type Values = z.input<typeof schema>;

function EmailForm({
  checks,
  onSend,
}: {
  checks: FormSchema<Values>;
  onSend: (v: Values) => void;
}) {
  const form = useZodForm<Values>(checks, { email: '' });
  return (
    <form onSubmit={(event) => void form.onSubmit(onSend)(event)} noValidate>
      <label htmlFor="email">Email</label>
      <input id="email" {...form.register('email')} />
      <p>{form.messageOf('email') ?? 'no message'}</p>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(cleanup);

describe('useZodForm with checks loaded apart from the form', () => {
  it('starts loading them once drawn, and checks with them', async () => {
    const user = userEvent.setup();
    const load = vi.fn(() => Promise.resolve(schema));
    const onSend = vi.fn();
    render(<EmailForm checks={load} onSend={onSend} />);
    // Loaded once the form is on screen, before anything is sent.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your email.')).toBeVisible();
    expect(onSend).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), 'a@b.ke');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ email: 'a@b.ke' }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again, and sends unchecked while they cannot load', async () => {
    const user = userEvent.setup();
    const load = vi.fn<() => Promise<typeof schema>>(() => Promise.reject(new Error('offline')));
    const onSend = vi.fn();
    render(<EmailForm checks={load} onSend={onSend} />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    // The service checks what it is sent; the form does not hang on checks it cannot have.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ email: '' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('no message')).toBeVisible();

    // Back on the network: the next send is checked.
    load.mockImplementation(() => Promise.resolve(schema));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your email.')).toBeVisible();
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
