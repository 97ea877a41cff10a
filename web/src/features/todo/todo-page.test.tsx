import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { server, setupMockServer } from '@/testing/mock-server';
import { stubWideScreen } from '@/testing/wide-screen';
import TodoPage from './todo-page';

setupMockServer({ namespaces: ['todo'] });

const renderTodo = (route = '/todo/all') =>
  renderWithProviders(<TodoPage />, { path: '/todo/:filter', route });

beforeEach(stubWideScreen);

describe('TodoPage', () => {
  it('lists the filter’s tasks and searches them, with an empty state that clears', async () => {
    const user = userEvent.setup();
    renderTodo('/todo/important');
    const list = await screen.findByRole('list', { name: 'Tasks: Important' });
    expect(within(list).getAllByTestId('todo-item')).toHaveLength(3);

    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), 'budget');
    expect(within(list).getAllByTestId('todo-item')).toHaveLength(1);

    await user.type(screen.getByRole('searchbox', { name: 'Search tasks' }), ' nothing');
    expect(await screen.findByText('No task matches “budget nothing”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findAllByTestId('todo-item')).toHaveLength(3);
  });

  it('shows the error with a retry when the tasks cannot be loaded', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/api/apps/todo', () => HttpResponse.json({ error: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    renderTodo();
    expect(await screen.findByText('The tasks could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('todo-item')).toHaveLength(8);
  });

  it('rolls a completed mark back and says so when saving fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('/api/apps/todo/update-task', () =>
        HttpResponse.json({ error: 'down' }, { status: 500 }),
      ),
    );
    renderTodo();
    const box = await screen.findByRole('checkbox', {
      name: 'Mark “Add Kikamba translations” as completed',
    });
    await user.click(box);
    expect(
      await screen.findByText(
        'The change to “Add Kikamba translations” could not be saved. It was undone.',
      ),
    ).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });

  it('validates a new task in the side panel and adds it first', async () => {
    const user = userEvent.setup();
    renderTodo();
    await screen.findAllByTestId('todo-item');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    const panel = await screen.findByRole('dialog', { name: 'New task' });
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    expect(within(panel).getByText('Enter a title.')).toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Title'), 'Name the wards');
    await user.click(within(panel).getByLabelText('Doc'));
    await user.click(within(panel).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('todo-item')[0]).toHaveTextContent('Name the wards'),
    );
  });
});
