// The file manager (src/pages/file-manager): the files with readable sizes and dates, the disk's fill and
// its low-space warning, upload as multipart, delete behind confirm.delete, and each button behind its key;
// readable columns and named row buttons (issue 14).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, useApiServer, userWith } from './support';
import { location, preloadChunks, startApp } from './resource-support';
import { fakeFiles, file } from './file-manager-support';

const { server } = useApiServer();
beforeAll(async () => {
  await preloadChunks();
  await import('@/src/pages/file-manager/FileManagerPage');
});

const files = [
  file(1, 'operator-guide.txt', 1536),
  file(2, 'price.pdf', 3 * 1024 * 1024, '2026-02-01T08:05:00Z'),
];
const table = () => screen.findByTestId('file-table', {}, { timeout: 15_000 });
const rowOf = async (text: string) =>
  (await within(await table()).findByText(text, {}, { timeout: 15_000 })).closest('tr')!;
const last = <T,>(list: T[]) => list[list.length - 1];

describe('the file manager', () => {
  it('declares every column a width, cuts the name with a tooltip and names its row buttons (issue 14)', async () => {
    fakeFiles(server, files);
    startApp(server, '/fileManager', admin);
    const guide = await rowOf('operator-guide.txt');
    const widths = [...(await table()).querySelectorAll('colgroup col')].map((col) =>
      parseInt((col as HTMLElement).style.width, 10),
    );
    expect(widths.length).toBe(6);
    expect(widths.every((width) => width >= 100)).toBe(true);
    const name = within(guide).getByText('operator-guide.txt');
    expect(name.closest('td')).toHaveClass('ant-table-cell-ellipsis');
    const buttons = within(guide).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Скачать',
      'Переименовать',
      'Удалить',
    ]);
    await userEvent.hover(name);
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain('operator-guide.txt'),
    );
    await userEvent.hover(buttons[1]);
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain('Переименовать'),
    );
  });

  it('lists the files with readable sizes and dates, and the disk figures', async () => {
    const fake = fakeFiles(server, files);
    startApp(server, '/fileManager', admin);
    const guide = await rowOf('operator-guide.txt');
    expect(guide).toHaveTextContent('1,5 КБ');
    expect(await rowOf('price.pdf')).toHaveTextContent('3 МБ');
    expect(guide).toHaveTextContent(/15-01-2026 \d\d:30/);
    const query = fake.lists[0];
    expect([query.get('page'), query.get('limit'), query.get('sort'), query.get('order')]).toEqual([
      '1',
      '10',
      'created_at',
      'desc',
    ]);
    const disk = await screen.findByTestId('disk-space');
    expect(disk).toHaveTextContent('Занято 63 ГБ из 100 ГБ');
    expect(disk).toHaveTextContent('Свободно: 40,5 ГБ');
    expect(within(disk).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '37');
    expect(screen.queryByTestId('disk-low')).not.toBeInTheDocument();
    const selected = screen.getByTestId('sidebar').querySelector('.ant-menu-item-selected');
    expect(selected).toHaveTextContent('Файловый менеджер');
  });

  it('warns when 2 GiB or less are free', async () => {
    fakeFiles(server, files, { free: 2, use_percent: 98 });
    startApp(server, '/fileManager', admin);
    expect(await screen.findByTestId('disk-low', {}, { timeout: 15_000 })).toHaveTextContent(
      'Диск почти заполнен',
    );
  });

  it('filters by name on the server and keeps the filter in the address', async () => {
    const fake = fakeFiles(server, files);
    startApp(server, '/fileManager', admin);
    await rowOf('price.pdf');
    await userEvent.type(screen.getByLabelText('Поиск по имени'), 'guide{Enter}');
    await waitFor(() => expect(last(fake.lists).get('name')).toBe('guide'));
    await waitFor(() =>
      expect(within(screen.getByTestId('file-table')).queryByText('price.pdf')).not.toBeInTheDocument(),
    );
    expect(decodeURIComponent(location())).toContain('filters[0][field]=name');
  });

  it('uploads a picked file as multipart and lists it', async () => {
    const fake = fakeFiles(server, files);
    startApp(server, '/fileManager', admin);
    await rowOf('price.pdf');
    const input = (await screen.findByTestId('file-upload'))
      .closest('.ant-upload')!
      .querySelector('input[type="file"]')!;
    await userEvent.upload(
      input as HTMLInputElement,
      new File(['hello'], 'note.txt', { type: 'text/plain' }),
    );
    await waitFor(() => expect(fake.uploads).toHaveLength(1));
    // jsdom's XHR loses a file's name and bytes on the way to msw; that the part is there is what it can show.
    expect(fake.uploads[0].has('file')).toBe(true);
    expect(await rowOf('uploaded.txt')).toBeInTheDocument();
    expect(await screen.findByText('Создано')).toBeInTheDocument();
  });

  it("renames a file, with the server's refusal under the field", async () => {
    const fake = fakeFiles(server, files);
    startApp(server, '/fileManager', admin);
    await userEvent.click(await within(await rowOf('price.pdf')).findByTestId('file-rename'));
    const name = await screen.findByTestId('file-name');
    await userEvent.clear(name);
    await userEvent.type(name, 'a<b');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Bad name')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'prices-2026.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(last(fake.renames)).toEqual({ id: 2, name: 'prices-2026.pdf' }));
    expect(await rowOf('prices-2026.pdf')).toBeInTheDocument();
  });

  it('deletes after confirm.delete, not on cancel', async () => {
    const fake = fakeFiles(server, files);
    startApp(server, '/fileManager', admin);
    const price = await rowOf('price.pdf');
    await userEvent.click(await within(price).findByTestId('file-delete'));
    // The confirmation, not the button's own tooltip (a hover comes with the click).
    const confirm = await waitFor(() => {
      const open = screen.getAllByRole('tooltip').find((el) => el.closest('.ant-popover'));
      expect(open).toBeDefined();
      return open!;
    });
    expect(confirm).toHaveTextContent('Удалить запись?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(fake.deleted).toEqual([]);

    await userEvent.click(within(price).getByTestId('file-delete'));
    const again = await waitFor(() => {
      const open = screen
        .getAllByRole('tooltip')
        .find((el) => el.closest('.ant-popover') && !el.closest('.ant-popover-hidden'));
      expect(open).toBeDefined();
      return open!;
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(fake.deleted).toEqual([2]));
    await waitFor(() =>
      expect(within(screen.getByTestId('file-table')).queryByText('price.pdf')).not.toBeInTheDocument(),
    );
  });
});

describe('access', () => {
  it('with fileManager.list only: the files, and no upload, download, rename or delete', async () => {
    fakeFiles(server, files);
    startApp(server, '/fileManager', userWith('ROLE_SUPERVISOR', 'dashboard.list,fileManager.list'));
    const guide = await rowOf('operator-guide.txt');
    await screen.findByTestId('disk-space');
    expect(within(guide).queryByTestId('file-download')).not.toBeInTheDocument();
    expect(within(guide).queryByTestId('file-rename')).not.toBeInTheDocument();
    expect(within(guide).queryByTestId('file-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('file-upload')).not.toBeInTheDocument();
  });

  it('each button follows its own key', async () => {
    fakeFiles(server, files);
    startApp(
      server,
      '/fileManager',
      userWith('ROLE_SUPERVISOR', 'dashboard.list,fileManager.list,fileManager.download'),
    );
    const guide = await rowOf('operator-guide.txt');
    expect(await within(guide).findByTestId('file-download')).toBeInTheDocument();
    expect(within(guide).queryByTestId('file-delete')).not.toBeInTheDocument();
    expect(screen.queryByTestId('file-upload')).not.toBeInTheDocument();
  });

  it('keeps a user without fileManager.list off the page', async () => {
    fakeFiles(server, files);
    startApp(server, '/fileManager', userWith('ROLE_SUPERVISOR', 'dashboard.list'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 15_000 });
  });
});
