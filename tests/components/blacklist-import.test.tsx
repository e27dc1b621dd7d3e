// The blacklist's import page (src/resources/black-list/ImportPage.tsx): reached from the generated list's
// Import button (shown only with blackList.import), keeps the Blacklist entry highlighted, sends the file
// as multipart and shows the counters, or the server's refusal under the field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, api, useApiServer, userWith } from './support';
import { fakeResource, preloadChunks, startApp } from './resource-support';

const { server } = useApiServer();
beforeAll(async () => {
  await preloadChunks();
  await import('@/src/resources/black-list/ImportPage');
});

const phones = [
  { id: 1, phone: '79990000001', comment: 'Asked not to be called', created_at: '2026-01-15T10:30:00Z' },
  { id: 2, phone: '74950000000', comment: '', created_at: '2026-01-15T10:31:00Z' },
];

const page = () => screen.findByTestId('blacklist-import', {}, { timeout: 15_000 });
const fileInput = () => document.querySelector('[data-field="file"] input[type="file"]') as HTMLInputElement;
const selectedMenu = () => screen.getByTestId('sidebar').querySelector('.ant-menu-item-selected');
const csv = () => new File(['phone\n79990000001\n79991234567\n12\n'], 'phones.csv', { type: 'text/csv' });

function answerImport(reply: () => Response) {
  const sent: FormData[] = [];
  server.use(
    http.post(api('/black_list/import'), async ({ request }) => {
      sent.push(await request.formData());
      return reply();
    }),
  );
  return sent;
}

describe('the Import button of the blacklist', () => {
  it('leads from the list to the import page, the Blacklist entry highlighted on both', async () => {
    fakeResource(server, 'black_list', phones);
    startApp(server, '/blackList/list', admin);
    const button = await screen.findByTestId('resource-import', {}, { timeout: 15_000 });
    expect(button).toHaveTextContent('Импорт');
    await waitFor(() => expect(selectedMenu()).toHaveTextContent('Чёрный список'));
    await userEvent.click(button);
    await page();
    expect(window.location.pathname).toBe('/blackList/import');
    await waitFor(() => expect(selectedMenu()).toHaveTextContent('Чёрный список'));
    const crumbs = within(screen.getByTestId('breadcrumbs'));
    expect(crumbs.getByText('Чёрный список')).toBeInTheDocument();
    expect(crumbs.getByText('Импорт')).toBeInTheDocument();
  });

  it('is shown only with blackList.import', async () => {
    fakeResource(server, 'black_list', phones);
    const { unmount } = startApp(
      server,
      '/blackList/list',
      userWith('ROLE_SUPERVISOR', 'dashboard.list,blackList.list'),
    );
    await screen.findByText('74950000000', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('resource-import')).not.toBeInTheDocument();
    unmount();

    startApp(
      server,
      '/blackList/list',
      userWith('ROLE_SUPERVISOR', 'dashboard.list,blackList.list,blackList.import'),
    );
    expect(await screen.findByTestId('resource-import', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('resource-create')).not.toBeInTheDocument();
  });

  it('the page itself needs blackList.import', async () => {
    startApp(server, '/blackList/import', userWith('ROLE_SUPERVISOR', 'dashboard.list,blackList.list'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 15_000 });
  });
});

describe('the import page', () => {
  it('asks for a file before sending anything', async () => {
    const sent = answerImport(() => HttpResponse.json({ added: 0, duplicate: 0, invalid: 0, total: 0 }));
    startApp(server, '/blackList/import', admin);
    await page();
    await userEvent.click(screen.getByTestId('import-submit'));
    expect(await screen.findByText('Выберите файл')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('sends the file as multipart and shows the counters', async () => {
    const sent = answerImport(() => HttpResponse.json({ added: 1, duplicate: 1, invalid: 1, total: 3 }));
    startApp(server, '/blackList/import', admin);
    await page();
    await userEvent.upload(fileInput(), csv());
    await userEvent.click(screen.getByTestId('import-submit'));
    const result = await screen.findByTestId('import-result', {}, { timeout: 15_000 });
    expect(sent).toHaveLength(1);
    // jsdom's XHR loses a file's name and bytes on the way to msw; that the part is there is what it can show.
    expect(sent[0].has('file')).toBe(true);
    expect(within(result).getByTestId('import-added')).toHaveTextContent('Добавлено1');
    expect(within(result).getByTestId('import-duplicate')).toHaveTextContent('Дубликаты1');
    expect(within(result).getByTestId('import-invalid')).toHaveTextContent('Некорректные1');
    expect(within(result).getByTestId('import-total')).toHaveTextContent('Строк в файле3');
  });

  it("shows the server's refusal of the file under the field", async () => {
    answerImport(() =>
      HttpResponse.json(
        {
          message: 'Validation failed',
          code: 'validation',
          errors: { file: 'Поле Файл должно быть файлом одного из типов: csv, xlsx' },
        },
        { status: 400 },
      ),
    );
    startApp(server, '/blackList/import', admin);
    await page();
    await userEvent.upload(fileInput(), new File(['%PDF-1.4'], 'phones.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByTestId('import-submit'));
    const item = document.querySelector('[data-field="file"]') as HTMLElement;
    await waitFor(() =>
      expect(item).toHaveTextContent('Поле Файл должно быть файлом одного из типов: csv, xlsx'),
    );
    expect(screen.queryByTestId('import-result')).not.toBeInTheDocument();
  });
});
