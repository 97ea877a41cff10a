import { expect, test } from '../../fixtures';
import { accessToken, ADMIN, EDITOR, staffSignIn, staffSignOut } from './staff-session';

const HEADER =
  'code,title,description,department,sub_county,ward,state,stalled_reason,financial_year,start_date,planned_end_date,completion_date,budget,contract_sum,paid,funding_source,contractor,progress,progress_date,priority_rank,forums,participants,latitude,longitude,last_verified';

/** A small county file in the import's columns (server/src/db/import), with fresh codes. */
function goodCsv(prefix: string): string {
  return [
    HEADER,
    `${prefix}-1,Construction of Kathonzweni ECDE classroom (test),Two classrooms.,ICT Education and Internship,Makueni,Kathonzweni,ongoing,,2024/25,2024-09-02,2025-03-31,,2850000,2790000,1200000,Equitable Share,Test Works,45,2025-02-14,1,2,180,-1.9312,37.7401,2025-02-14`,
    `${prefix}-2,Maternity wing at Kiboko dispensary (test),,Health Services,Kibwezi West,Makindu,procurement,,2025/26,,,,12500000,,0,DANIDA Primary Health Care grant,,,,3,1,60,,,`,
  ].join('\n');
}

const BAD_CSV = [
  'code,title,department,sub_county,ward,state,financial_year,budget,funding_source',
  'BAD-1,Market shed,Health Services,Makueni,Foo,ongoing,2024/25,2500000,Equitable Share',
  'BAD-2,Dam desilting,Health Services,Makueni,Wote,finished,2024/25,-5,Equitable Share',
].join('\n');

const csvFile = (name: string, text: string) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from(text, 'utf8'),
});

test.describe('staff writes, end to end', () => {
  test.describe.configure({ mode: 'serial' });

  test('an editor imports and edits, an admin finds both in the audit log', async ({
    page,
    consoleErrors,
  }) => {
    const prefix = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const total = page.getByTestId('filtered-total');
    const totalNumber = async () =>
      Number(((await total.textContent()) ?? '').replace(/[^\d]/g, ''));

    await staffSignIn(page, EDITOR, '/');
    await expect(total).toHaveText(/^[\d,]+ projects match$/);
    const before = await totalNumber();

    await test.step('a refused file shows its row report and writes nothing', async () => {
      await page.goto('/staff/import');
      await page
        .getByLabel('Projects file', { exact: true })
        .setInputFiles(csvFile('bad.csv', BAD_CSV));
      await expect(page.getByTestId('chosen-file')).toContainText('bad.csv');
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      const refused = page.getByTestId('import-refused');
      await expect(refused).toContainText('nothing was imported');
      const report = refused.getByRole('region', { name: 'Problems found in the file' });
      await expect(report.getByRole('row').nth(1)).toBeVisible();
      // Row 2 (the first data row) names the unknown ward; row 3 the state or the budget.
      await expect(report).toContainText('ward');
      await expect(report.getByRole('cell', { name: '2', exact: true }).first()).toBeVisible();
      await expect(report.getByRole('cell', { name: '3', exact: true }).first()).toBeVisible();
    });

    await test.step('a check of a Windows-1252 file with an unknown column says both', async () => {
      // Older Excel saves "CSV" in Windows-1252: "é" is one byte, not UTF-8.
      const text = goodCsv(`${prefix}-L`)
        .replace('Two classrooms.', 'Two classrooms beside the café.')
        .split('\n')
        .map((line, i) => `${line},${i === 0 ? 'colour' : 'blue'}`)
        .join('\n');
      await page.getByLabel('Projects file', { exact: true }).setInputFiles({
        name: 'latin.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(text, 'latin1'),
      });
      await page.getByRole('checkbox', { name: 'Check only (dry run)' }).check();
      await page.getByRole('button', { name: 'Check file', exact: true }).click();
      await expect(page.getByTestId('import-success')).toContainText(
        'The file is good: 2 projects would be imported.',
      );
      const notices = page.getByRole('region', { name: 'Notes on the file' });
      await expect(notices.getByRole('listitem')).toHaveText([
        /^latin\.csv is not saved as UTF-8 \(the first sign is on line 2\), so it was read as Windows-1252/,
        'Columns the import does not know were left out: colour',
      ]);
      await page.getByRole('checkbox', { name: 'Check only (dry run)' }).uncheck();
    });

    await test.step('a good file is imported and the dashboard counts it', async () => {
      await page
        .getByLabel('Projects file', { exact: true })
        .setInputFiles(csvFile('county.csv', goodCsv(prefix)));
      await page.getByRole('button', { name: 'Import', exact: true }).click();
      await expect(page.getByTestId('import-success')).toContainText('Imported 2 projects.');
      await page.getByRole('link', { name: 'Open the dashboard' }).click();
      await expect(total).toHaveText(`${(before + 2).toLocaleString('en')} projects match`);
    });

    await test.step("an edit of the project's state needs a reason, then shows", async () => {
      await page.goto(`/projects/${prefix}-1`);
      const editor = page.getByRole('region', { name: /Update this project/ });
      await editor.getByRole('button', { name: 'Edit' }).click();
      await editor.getByLabel('State').selectOption('stalled');
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await expect(editor.getByText('Say why the project is stalled.')).toBeVisible();
      await editor.getByLabel(/Why is it stalled/).fill('Contractor left the site (test)');
      await editor.getByRole('button', { name: 'Save changes' }).click();
      await expect(editor.getByText('Saved. The page shows the new values.')).toBeVisible();
      await expect(page.getByRole('note')).toContainText('Contractor left the site (test)');
    });

    await test.step('the editor may not read the usage figures (403)', async () => {
      const token = await accessToken(page);
      const usage = await page.request.get('/api/v1/usage', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(usage.status()).toBe(403);
    });

    await staffSignOut(page);

    await staffSignIn(page, ADMIN, '/staff/audit');
    await test.step('the admin finds both writes in the audit log', async () => {
      const table = page.getByTestId('audit-table');
      const edit = table
        .getByRole('row')
        .filter({ hasText: `${prefix}-1` })
        .filter({
          hasText: 'Project edited',
        });
      await expect(edit).toHaveCount(1);
      await expect(edit).toContainText('Test Editor');
      await expect(
        table.getByRole('row').filter({ hasText: 'Projects imported' }).first(),
      ).toBeVisible();
      await edit.getByRole('button', { name: /Changes/ }).click();
      const diff = page.getByRole('region', { name: /Values before and after/ });
      await expect(diff.getByRole('row').filter({ hasText: 'state' })).toContainText('ongoing');
      await expect(diff.getByRole('row').filter({ hasText: 'state' })).toContainText('stalled');

      // Filtered by the target, only that project's edit is left.
      await page.getByLabel('Target').fill(`${prefix}-1`);
      await page.getByRole('button', { name: 'Apply the filters' }).click();
      await expect(table.getByRole('row').filter({ hasText: 'Projects imported' })).toHaveCount(0);
      await expect(edit).toHaveCount(1);
    });

    await test.step('the admin sees the usage figures', async () => {
      await page.goto('/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await expect(page.getByTestId('usage-total-pageViews')).toHaveText(/^\d[\d,]*$/);
      await expect(page.getByRole('heading', { name: 'Top pages' })).toBeVisible();
    });

    // The browser logs every 4xx answer: the refused file's 422 is the one this test asked for,
    // and the provider's sign-in pages name no icon (the browser asks for /favicon.ico).
    const expected = [/status of 422 .*\/api\/v1\/projects\/import/, /404 .*\/favicon\.ico$/];
    expect(consoleErrors.filter((e) => !expected.some((r) => r.test(e)))).toEqual([]);
  });

  test('a signed-out import is refused (401)', async ({ page }) => {
    const response = await page.request.post('/api/v1/projects/import?dryRun=true', {
      multipart: { file: csvFile('county.csv', goodCsv('E2E-ANON')) },
    });
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toMatch(/^Bearer/);
  });
});
