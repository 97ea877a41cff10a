import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { provideStaffTokens } from '@/lib/api/staff-token';
import { server, setupMockServer } from '@/testing/mock-server';
import { renderWithProviders } from '@/testing/render';
import { fill } from '@/testing/user';
import { TEST_PROJECT } from './lib/test-project';
import ProjectEditor from './project-editor';

setupMockServer({ namespaces: ['staff', 'projects'] });
afterEach(() => provideStaffTokens(null));

const project = TEST_PROJECT;

/** The editor on a project, with the server answering a PATCH by `answer`. */
async function openEditor(answer: (body: unknown) => Response) {
  provideStaffTokens({ accessToken: async () => 'tok', renew: async () => null });
  const sent: unknown[] = [];
  server.use(
    http.get('/api/v1/projects/MKN-1', () =>
      HttpResponse.json(project, { headers: { ETag: '"v1"' } }),
    ),
    http.get('/api/v1/staff/projects/MKN-1/photos', () => HttpResponse.json([])),
    http.patch('/api/v1/projects/MKN-1', async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  const user = userEvent.setup();
  renderWithProviders(<ProjectEditor code="MKN-1" />);
  const editor = screen.getByRole('region', { name: /Update this project/ });
  await user.click(within(editor).getByRole('button', { name: 'Edit' }));
  await within(editor).findByLabelText('State');
  return { user, editor, sent };
}

describe('Project editor', () => {
  it('shows the rules’ messages on their fields and sends nothing until they pass', async () => {
    const { user, editor, sent } = await openEditor(() => HttpResponse.json(project));
    await user.selectOptions(within(editor).getByLabelText('State'), 'stalled');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    const reason = within(editor).getByLabelText(/Why is it stalled/);
    expect(await within(editor).findByText('Say why the project is stalled.')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(sent).toEqual([]);

    await fill(user, reason, 'Contractor left the site');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. The page shows the new values.')).toBeVisible();
    expect(sent).toEqual([{ state: 'stalled', stalledReason: 'Contractor left the site' }]);
  });

  it("puts the server's 400 on its field and keeps what was typed", async () => {
    const { user, editor } = await openEditor(() =>
      HttpResponse.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'paid: KES 2,000,000 is more than the contract sum of KES 1,900,000',
          issues: [
            {
              field: 'paid',
              message: 'KES 2,000,000 is more than the contract sum of KES 1,900,000',
            },
          ],
        },
        { status: 400 },
      ),
    );
    const paid = within(editor).getByLabelText('Amount paid to date');
    await fill(user, paid, '2,000,000');
    await fill(user, within(editor).getByLabelText('Note'), 'Site visit');
    await fill(user, within(editor).getByLabelText('Progress'), '60');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(editor).findByText(
        'KES 2,000,000 is more than the contract sum of KES 1,900,000',
      ),
    ).toBeVisible();
    expect(paid).toHaveAttribute('aria-invalid', 'true');
    expect(paid).toHaveFocus();
    expect(paid).toHaveValue('2,000,000');
    expect(within(editor).getByLabelText('Note')).toHaveValue('Site visit');
    expect(within(editor).getByLabelText('Progress')).toHaveValue(60);
  });
});
