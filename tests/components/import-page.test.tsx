// Projects > Import contacts (plugins/contact-import/ImportPage.tsx; issue 13): the project from the address,
// the upload with its progress bar, the preview with a select per column (the 13 targets and the card's labels)
// and the header switch, the one-phone rule checked before anything is sent, a dry run then the import with
// live counters, and the server's refusals where they belong.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import contactImport from '@/plugins/contact-import';
import ImportPage from '@/plugins/contact-import/ImportPage';
import type { ImportItem } from '@/src/contracts';
import { addResourceBundles } from '@/src/i18n';
import { pushFromServer } from '../setup/fake-socket-io';
import { importItem, showPanel } from './job-panel-support';
import { api, useApiServer, userWith } from './support';

addResourceBundles(contactImport.i18n!, 'contact-import');
const { server } = useApiServer();

const UPLOAD = {
  upload_id: 'u1',
  file_name: 'clients.csv',
  file_format: 'csv',
  columns: 3,
  preview: [
    ['Name', 'Phone', 'Company'],
    ['Ivan', '79161234567', 'Acme'],
    ['Olga', '79161234568', 'Beta'],
  ],
  has_header: true,
  mapping: ['full_name', 'phone', 'ignore'],
};

interface Sent {
  uploads: FormData[];
  imports: URLSearchParams[];
}

function serve(
  upload: () => Response | Promise<Response> = () => HttpResponse.json(UPLOAD, { status: 201 }),
  start?: () => Response,
) {
  const sent: Sent = { uploads: [], imports: [] };
  let next = 10;
  const started = new Map<number, ImportItem>();
  server.use(
    http.get(api('/user/projects'), () =>
      HttpResponse.json({
        items: [
          { project_id: 2, title: 'Spring' },
          { project_id: 5, title: 'Autumn' },
        ],
      }),
    ),
    http.get(api('/campaign/:id'), ({ params }) =>
      HttpResponse.json({ id: Number(params.id), template_card_id: 7 }),
    ),
    http.get(api('/template_card/labels/7'), () =>
      HttpResponse.json({
        id: 7,
        title: 'Card',
        labels: [
          {
            id: 71,
            value: 'Company',
            value_type: 'text',
            required_value: false,
            show_field: true,
            options: [],
          },
        ],
      }),
    ),
    http.post(api('/contact/import/upload'), async ({ request }) => {
      sent.uploads.push(await request.formData());
      return upload();
    }),
    // The page's poll of a running import: what was started, as it was started.
    http.get(api('/contact/import/:id'), ({ params }) => HttpResponse.json(started.get(Number(params.id)))),
    http.post(api('/contact/import'), async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      sent.imports.push(body);
      if (start) return start();
      const dry = body.get('dry_run') === 'true';
      return HttpResponse.json(
        importItem((next += 1), {
          dry_run: dry,
          status: 'STATUS_PROCESSING',
          total_rows: 2,
          processed_rows: 0,
        }),
        { status: 201 },
      );
    }),
  );
  return sent;
}

function Address() {
  return <output data-testid="address">{useLocation().pathname}</output>;
}

const KEYS = 'campaign.import,campaign.list,contact.show';
function showPage(path = '/campaign/import/2') {
  window.history.replaceState({}, '', path);
  return showPanel(
    <>
      <Routes>
        <Route path="/campaign/import/:id?" element={<ImportPage />} />
      </Routes>
      <Address />
    </>,
    userWith('ROLE_SUPERVISOR', KEYS, 'Sam Supervisor'),
    path,
  );
}

async function upload(name = 'clients.csv') {
  const input = (await screen.findByTestId('import-page')).querySelector(
    'input[type="file"]',
  ) as HTMLInputElement;
  await waitFor(() => expect(screen.getByTestId('import-file')).not.toBeDisabled());
  fireEvent.change(input, { target: { files: [new File(['Name;Phone\n'], name, { type: 'text/csv' })] } });
}

const column = (n: number) => screen.getByTestId(`import-target-${n}`);
async function pick(n: number, label: string) {
  fireEvent.mouseDown(within(column(n)).getByRole('combobox'));
  const open = [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')].pop()!;
  fireEvent.click(await within(open as HTMLElement).findByTitle(label));
}
const chosen = (n: number) => column(n).querySelector('.ant-select-selection-item')?.textContent;
const runTitle = () => screen.getByTestId('import-run').querySelector('.ant-card-head-title');
const mappingError = () => document.querySelector('[data-field="mapping"] .ant-form-item-explain-error');

describe('the import page', () => {
  it('reads the project from the address, uploads the file with a progress bar, and shows the columns to map', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sent = serve(async () => {
      await held;
      return HttpResponse.json(UPLOAD, { status: 201 });
    });
    showPage();
    await within(await screen.findByTestId('import-project')).findByText('Spring');
    await upload();
    expect(await screen.findByTestId('import-upload-progress')).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('import-file-name')).toHaveTextContent('clients.csv: столбцов — 3');
    expect(screen.queryByTestId('import-upload-progress')).toBeNull();
    expect(sent.uploads[0].get('campaign_id')).toBe('2');
    expect(sent.uploads[0].has('file')).toBe(true);

    const table = screen.getByTestId('import-mapping');
    expect([0, 1, 2].map(chosen)).toEqual(['ФИО', 'Телефон', 'Пропустить']);
    expect(within(table).getByText('Name')).toBeInTheDocument(); // a caption under the select
    expect(within(table).getAllByRole('row')).toHaveLength(3); // the header row and two rows of data
    fireEvent.click(screen.getByTestId('import-has-header'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    await pick(2, 'Company');
    await waitFor(() => expect(chosen(2)).toBe('Company'));
    fireEvent.mouseDown(within(column(0)).getByRole('combobox'));
    const open = [
      ...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    ].pop()!;
    const titles = [...open.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(titles).toHaveLength(14);
    expect(titles.slice(-2)).toEqual(['Часовой пояс', 'Company']);
  });

  it('sends nothing unless exactly one column is the phone, and says which way it is wrong', async () => {
    const sent = serve();
    showPage();
    await upload();
    await screen.findByTestId('import-mapping');
    await pick(1, 'Пропустить');
    fireEvent.click(screen.getByTestId('import-start'));
    await waitFor(() =>
      expect(mappingError()).toHaveTextContent(
        'Выберите столбец с телефоном: телефоном должен быть ровно один столбец',
      ),
    );
    await pick(0, 'Телефон');
    await pick(2, 'Телефон');
    fireEvent.click(screen.getByTestId('import-dry-run'));
    await waitFor(() => expect(mappingError()).toHaveTextContent('Телефоном может быть только один столбец'));
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent.imports).toEqual([]);
  });

  it('runs a dry run, then the import, with the mapping and options, and follows each live', async () => {
    const sent = serve();
    showPage();
    await upload();
    await screen.findByTestId('import-mapping');
    fireEvent.click(screen.getByTestId('import-dry-run'));
    await waitFor(() => expect(sent.imports).toHaveLength(1));
    expect([...sent.imports[0].entries()].sort()).toEqual(
      [
        ['campaign_id', '2'],
        ['has_header', 'true'],
        ['mapping', 'full_name'],
        ['mapping', 'phone'],
        ['mapping', 'ignore'],
        ['skip_existing', 'project'],
        ['skip_file_duplicates', 'true'],
        ['skip_blacklisted', 'true'],
        ['skip_blocked_regions', 'true'],
        ['upload_id', 'u1'],
        ['dry_run', 'true'],
      ].sort(),
    );
    const run = await screen.findByTestId('import-run');
    expect(runTitle()).toHaveTextContent('Пробный запуск');
    expect(within(run).getByText('0 из 2 строк')).toBeInTheDocument();
    pushFromServer('import.changed', importItem(11, { dry_run: true, total_rows: 2, processed_rows: 2 }));
    await within(run).findByText(/Это был пробный запуск: ничего не записано/);
    expect(within(run).getByText('Импортировано контактов').nextSibling).toHaveTextContent('6');

    fireEvent.click(screen.getByTestId('import-start'));
    await waitFor(() => expect(sent.imports).toHaveLength(2));
    expect(sent.imports[1].get('dry_run')).toBe('false');
    expect(sent.imports[1].get('upload_id')).toBe('u1');
    await waitFor(() => expect(runTitle()).toHaveTextContent(/^Импорт$/));
    expect(within(screen.getByTestId('import-run')).getByTestId('import-cancel')).toBeInTheDocument();
  });

  it('shows a refused file under the file, and “import already in progress” as one message', async () => {
    let refuse = true;
    serve(
      () =>
        refuse
          ? HttpResponse.json(
              {
                message: 'Проверьте данные',
                code: 'validation',
                errors: { file: 'Файл повреждён: это не XLSX' },
              },
              { status: 400 },
            )
          : HttpResponse.json(UPLOAD, { status: 201 }),
      () =>
        HttpResponse.json({ message: 'Импорт уже выполняется', code: 'import_in_progress' }, { status: 409 }),
    );
    showPage();
    await upload('broken.xlsx');
    await waitFor(() =>
      expect(document.querySelector('[data-field="file"] .ant-form-item-explain-error')).toHaveTextContent(
        'Файл повреждён: это не XLSX',
      ),
    );
    expect(screen.queryByTestId('import-mapping')).toBeNull();
    refuse = false;
    await upload();
    await screen.findByTestId('import-mapping');
    fireEvent.click(screen.getByTestId('import-start'));
    expect(await screen.findByText('Импорт уже выполняется')).toBeInTheDocument();
    expect(screen.getByText('Импорт не начат')).toBeInTheDocument();
    expect(screen.queryByTestId('import-run')).toBeNull();
  });

  it('asks for a project first, and changing it follows in the address and reads the file again', async () => {
    serve();
    showPage('/campaign/import');
    expect(await screen.findByTestId('import-file')).toBeDisabled();
    const project = screen.getByTestId('import-project');
    fireEvent.mouseDown(within(project).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Autumn'));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/campaign/import/5'));
    await upload();
    await screen.findByTestId('import-mapping');
    fireEvent.mouseDown(within(project).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Spring'));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/campaign/import/2'));
    expect(screen.queryByTestId('import-mapping')).toBeNull();
  });
});
