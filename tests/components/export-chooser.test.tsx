// The plugin API's export button and column chooser (src/plugin-api/exports; issue 13) on the contact list and
// the generated blacklist: the types the keys allow, the columns the server offers, "no fields selected for
// export" with nothing sent, the screen's current filters carried in its list's own query format, and the
// server's refusal shown in the dialog.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_KEYS, listServer, showList, supervisor } from './contact-list-support';
import { serveExports } from './export-support';
import { fakeResource, preloadChunks, startApp } from './resource-support';
import { useApiServer, userWith } from './support';

const { server } = useApiServer();
beforeAll(async () => {
  await preloadChunks();
  await import('@/src/plugin-api/exports/ExportDialog');
});

const dialog = () => screen.findByTestId('export-dialog');

async function chooseType(label: string) {
  fireEvent.click(await screen.findByTestId('export-button'));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
  return within(await dialog());
}

describe('the export chooser', () => {
  it('sends nothing without a column, then starts the export with the list’s filters and the chosen columns', async () => {
    listServer(server);
    const starts = serveExports(server);
    showList(supervisor(`${LIST_KEYS},contact.download`), '?campaign_id=2&phone=7916&sort=MIX');
    await screen.findByText('Contact 7');
    const chooser = await chooseType('Новые контакты');
    await chooser.findByLabelText('Телефон');
    fireEvent.click(chooser.getByRole('button', { name: 'Ни одного' }));
    fireEvent.click(chooser.getByTestId('export-start'));
    expect(await chooser.findByText('Не выбраны поля для выгрузки')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(starts).toEqual([]);

    fireEvent.click(chooser.getByLabelText('Телефон'));
    fireEvent.click(chooser.getByLabelText('ФИО'));
    fireEvent.click(chooser.getByTestId('export-start'));
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0]).toEqual({
      type: 'new',
      contentType: expect.stringContaining('application/json'),
      // The columns go in the order the server offers them, whatever order they were ticked in.
      body: { filters: { campaign_id: [2], phone: '7916', sort: 'MIX' }, fields: ['full_name', 'phone'] },
    });
    expect(await screen.findByText('Выгрузка началась')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull());
  });

  it('offers the four contact exports with contact.download, and nothing without it', async () => {
    listServer(server);
    serveExports(server);
    const { unmount } = showList(supervisor(LIST_KEYS));
    await screen.findByText('Contact 7');
    expect(screen.queryByTestId('export-button')).toBeNull();
    unmount();
    showList(supervisor(`${LIST_KEYS},contact.download`));
    fireEvent.click(await screen.findByTestId('export-button'));
    const menu = (await screen.findByText('Контакты без ответа')).closest(
      '.ant-dropdown-menu',
    ) as HTMLElement;
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent)).toEqual([
      'Контакты',
      'Новые контакты',
      'Контакты без ответа',
      'Звонки робота по контактам',
    ]);
  });

  it('shows the server’s refusal of the columns under them', async () => {
    listServer(server);
    const starts = serveExports(server, () =>
      HttpResponse.json(
        {
          message: 'No fields selected for export',
          code: 'validation',
          errors: { fields: 'Поле status нельзя выгрузить' },
        },
        { status: 400 },
      ),
    );
    showList(supervisor(`${LIST_KEYS},contact.download`));
    await screen.findByText('Contact 7');
    const chooser = await chooseType('Контакты');
    await chooser.findByLabelText('Статус');
    fireEvent.click(chooser.getByTestId('export-start'));
    expect(await chooser.findByText('Поле status нельзя выгрузить')).toBeInTheDocument();
    expect(starts[0].body.fields).toEqual(['full_name', 'phone', 'status']);
    expect(screen.getByTestId('export-dialog')).toBeInTheDocument();
  });

  it('exports the blacklist from its generated list with the list’s own filters and order', async () => {
    fakeResource(server, 'black_list', [{ id: 1, phone: '79990000001', comment: '', created_at: null }]);
    const starts = serveExports(server);
    startApp(server, '/blackList/list', userWith('ROLE_SUPERVISOR', 'dashboard.list,blackList.list'));
    fireEvent.click(await screen.findByTestId('export-button', {}, { timeout: 15_000 }));
    const chooser = within(await dialog());
    await chooser.findByLabelText('Телефон');
    fireEvent.click(chooser.getByTestId('export-start'));
    await waitFor(() => expect(starts).toHaveLength(1));
    expect(starts[0].type).toBe('blacklist');
    expect(starts[0].body.filters).toEqual({ sort: 'id', order: 'desc' });
  });
});
