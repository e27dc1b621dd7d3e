// Contacts in and out (issue 13) against the real server in Chromium, as the demo admin: a CSV of 3,000 rows
// with repeats, blacklisted and invalid rows uploaded, mapped by hand, dry-run and imported, its counters
// read off the page and added up; a second, large import cancelled from the top bar's import panel while it
// runs; then the project's contacts exported from the contact list as CSV and XLSX through the top bar's
// export panel, and both files opened: every contact a row, formula-like names neutralised with a quote.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportItem } from '../src/contracts';
import { launchChromium } from './support/browser';
import {
  bulkFile,
  bulkPhone,
  chooseTarget,
  countersIn,
  createProject,
  MIXED,
  MIXED_TOTAL,
  mixedFile,
  pickOption,
  REFUSALS,
  readCsv,
  readXlsx,
  rowsRead,
  TRICKY_NAMES,
} from './support/contact-files';
import { apiCall } from './support/resources';
import { newPage, signIn } from './support/session';
import { tokenOf } from './support/workspace';

let browser: Browser;
let adminToken: string | undefined;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  // The server is shared: other journeys open demo contacts from the contact list's first page (newest
  // first), which this journey's 20,000-odd contacts would take. Both imports are undone.
  const token = adminToken;
  if (!token) return;
  const latest = (await apiCall(token, 'GET', '/contact/import/latest')).data as { items: ImportItem[] };
  for (const item of latest.items.filter((i) => i.file_name.includes(stamp) && i.can_undo))
    expect((await apiCall(token, 'POST', `/contact/import/undo/${item.id}`)).status).toBe(200);
});

const JOURNEY_MS = 150_000;
const BULK_ROWS = 200_000;
// A stamp in every phone, project and file name: the e2e server is shared by the journeys of one run.
const stamp = String(Date.now()).slice(-4);

/** The import page of `project` with `name` uploaded: the server's reading of it shown. */
async function upload(page: Page, project: number, name: string, content: string) {
  await page.goto(`/campaign/import/${project}`);
  await page
    .getByTestId('import-page')
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect.poll(() => page.getByTestId('import-file-name').innerText()).toContain(name);
}

/** Starts the dry run or the import and waits for the page's run card to show it (not the dry run before it) done. */
async function runToEnd(page: Page, dryRun: boolean) {
  await page.getByTestId(dryRun ? 'import-dry-run' : 'import-start').click();
  const run = page.getByTestId('import-run');
  const title = dryRun ? 'Dry run' : 'Import';
  await expect.poll(() => run.locator('.ant-card-head-title').innerText()).toBe(title);
  await expect.poll(() => run.getByTestId('import-status').innerText(), { timeout: 60_000 }).toBe('Done');
  return countersIn(run);
}

const COLUMNS = ['Phone', 'Full name', 'E-mail', 'Description'];
const neutralised = (v: string) => (/^[=+\-@]/.test(v) ? `'${v}` : v);

/** An exported table: the chosen columns (in the export's order), then one row per imported contact. */
function expectContacts(table: unknown[][], phones: string[]) {
  const [header, ...rows] = table;
  expect([...header].sort()).toEqual([...COLUMNS].sort());
  const column = (name: string) => header.indexOf(name);
  expect(rows.map((r) => r[column('Phone')]).sort()).toEqual([...phones].sort());
  const byName = new Map(rows.map((r) => [r[column('Full name')], r]));
  for (const name of TRICKY_NAMES) expect(byName.has(neutralised(name)), name).toBe(true);
  expect(byName.get(neutralised(TRICKY_NAMES[0]))?.[column('Description')]).toBe("'-starts with a minus");
}

describe('contacts in and out', () => {
  it(
    'imports a mixed CSV, cancels a large import, exports the contacts as CSV and XLSX',
    async () => {
      const { context, page } = await newPage(browser);
      await signIn(page, 'admin@demo.local');
      const token = await tokenOf(context);
      adminToken = token;
      const projectTitle = `In and out ${stamp}`;
      const project = await createProject(token, projectTitle);
      const bulkProject = await createProject(token, `Bulk ${stamp}`);
      const { csv, blacklisted, phones } = mixedFile(stamp);
      const listed = await Promise.all(
        blacklisted.map((phone) => apiCall(token, 'POST', '/black_list/create', { phone, comment: 'e2e' })),
      );
      expect(listed.map((r) => r.status)).toEqual(blacklisted.map(() => 201));

      // Upload and map: the phone column is guessed from its header; the others are chosen by hand.
      await upload(page, project, `mixed-${stamp}.csv`, csv);
      await expect.poll(() => page.getByTestId('import-target-0').innerText()).toContain('Phone');
      await chooseTarget(page, 1, 'Full name');
      await chooseTarget(page, 2, 'E-mail');
      await chooseTarget(page, 3, 'Description');

      // Every row in exactly one outcome; the dry run counts as the import does.
      const expected = {
        import_count_contact: MIXED.valid,
        duplicate_contact_in_file: MIXED.repeats,
        black_list_count: MIXED.blacklisted,
        invalid_contact_count: MIXED.invalid,
        duplicate_contact: 0,
        blocked_regions_count: 0,
        no_contact_additional_phones: 0,
        in_queue_count: 0,
        rejected_rows: MIXED.repeats + MIXED.blacklisted + MIXED.invalid,
      };
      const dry = await runToEnd(page, true);
      expect(dry).toMatchObject(expected);
      await expect.poll(() => page.getByTestId('import-run').innerText()).toContain('nothing was written');
      const done = await runToEnd(page, false);
      expect(done).toMatchObject(expected);
      expect(REFUSALS.reduce((sum, key) => sum + done[key], 0)).toBe(done.rejected_rows);
      expect(done.import_count_contact + done.rejected_rows + done.in_queue_count).toBe(MIXED_TOTAL);

      // A second import, of 200,000 rows: cancelled from the top bar's panel once its first batches are in.
      await upload(page, bulkProject, `bulk-${stamp}.csv`, bulkFile(stamp, BULK_ROWS));
      await page.getByTestId('import-start').click();
      await page.getByTestId('import-panel-button').click();
      const bulk = page
        .getByTestId('import-panel')
        .locator('[data-testid^="import-item-"]', { hasText: `bulk-${stamp}.csv` });
      await expect.poll(() => rowsRead(bulk)).toBeGreaterThan(0);
      await bulk.getByTestId('import-cancel').click();
      await expect.poll(() => bulk.getByTestId('import-status').innerText()).toBe('Cancelled');
      const cancelled = await countersIn(bulk);
      expect(cancelled.in_queue_count).toBeGreaterThan(0);
      expect(cancelled.import_count_contact + cancelled.rejected_rows + cancelled.in_queue_count).toBe(
        BULK_ROWS,
      );
      // What it says it committed is what the project holds: batches commit in file order, so the file's
      // first N phones are contacts and the next one is not (the list's total is only exact to 20,000).
      const inBulk = async (row: number) => {
        const query = `campaign_id=${bulkProject}&phone=${bulkPhone(stamp, row)}&limit=1`;
        return (await apiCall(token, 'GET', `/contact/list?${query}`)).data as { totalCount: number };
      };
      expect((await inBulk(cancelled.import_count_contact - 1)).totalCount).toBe(1);
      expect((await inBulk(cancelled.import_count_contact)).totalCount).toBe(0);
      await page.keyboard.press('Escape');

      // Reports > Contacts from the menu (no reload), filtered to the first project; four columns exported.
      const sider = page.locator('.ant-layout-sider');
      await sider.getByText('Reports', { exact: true }).click();
      await sider.getByText('Contacts', { exact: true }).click();
      await page.waitForURL('**/report/contacts');
      const filters = page.getByTestId('contact-list-filters');
      await filters.locator('.ant-form-item', { hasText: 'Project' }).locator('.ant-select-selector').click();
      await page.keyboard.type(projectTitle);
      await pickOption(page, projectTitle);
      await page.keyboard.press('Escape');
      await filters.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(`**/report/contacts?campaign_id=${project}`);
      await expect
        .poll(() => page.getByTestId('contact-list').locator('.ant-pagination-total-text').innerText())
        .toContain(MIXED.valid.toLocaleString('en'));
      await page.getByTestId('export-button').click();
      await page.locator('.ant-dropdown-menu-item').getByText('Contacts', { exact: true }).click();
      const dialog = page.getByTestId('export-dialog');
      await dialog.getByRole('button', { name: 'None' }).click();
      for (const column of COLUMNS)
        await dialog.locator('.ant-checkbox-wrapper').getByText(column, { exact: true }).click();
      await dialog.getByTestId('export-start').click();
      await page.locator('.ant-notification-notice', { hasText: 'The export has started' }).first().waitFor();

      await page.getByTestId('export-panel-button').click();
      const exported = page.getByTestId('export-panel').locator('[data-testid^="export-item-"]').first();
      await expect
        .poll(() => exported.getByTestId('export-status').innerText(), { timeout: 30_000 })
        .toBe('Done');
      expect(await exported.innerText()).toContain(`${MIXED.valid} of ${MIXED.valid} rows`);
      const download = async (format: 'csv' | 'xlsx') => {
        const [file] = await Promise.all([
          page.waitForEvent('download'),
          exported.getByTestId(`export-${format}`).click(),
        ]);
        expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${format}$`));
        return (await file.path())!;
      };

      // The CSV: BOM, `;`, LF line ends, quoted as RFC 4180 says; formula-like text behind an apostrophe.
      const { text, rows, errors } = await readCsv(await download('csv'));
      expect(errors).toEqual([]);
      expect(text.split('\n')[0]).toBe(`\uFEFF${rows[0].join(';')}`);
      expect(text.endsWith('\n')).toBe(true);
      expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""click"")"');
      expect(text).toContain('"Semi; colon ""quoted"""');
      expectContacts(rows, phones);
      // The XLSX: the same table, as plain text cells (no formula among them).
      const sheet = await readXlsx(await download('xlsx'));
      expectContacts(sheet, phones);
      expect(sheet.flat().some((v) => typeof v === 'object' && v !== null && 'formula' in v)).toBe(false);
      await context.close();
    },
    JOURNEY_MS,
  );
});
