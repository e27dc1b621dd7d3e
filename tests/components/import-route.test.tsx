// The import page's place in the app (spec 000 section 2.1; plugins/contact-import): /campaign/import/:id? needs
// campaign.import, keeps the Projects entry highlighted, sits under Projects in the breadcrumbs, and is reached
// from the generated project list's header (any project) and rows (that project).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeResource, preloadChunks, startApp } from './resource-support';
import { admin, api, useApiServer, userWith } from './support';

const { server } = useApiServer();
beforeAll(async () => {
  await preloadChunks();
  await import('@/plugins/contact-import/ImportPage');
});

const projects = [
  { id: 2, title: 'Spring', queue_name: 'campaign_2', template_card_id: null },
  { id: 5, title: 'Autumn', queue_name: 'campaign_5', template_card_id: null },
];
const selectedMenu = () => screen.getByTestId('sidebar').querySelector('.ant-menu-item-selected');

function serve() {
  fakeResource(server, 'campaign', projects);
  // The list's filters offer these as choices.
  for (const name of ['user_group', 'user', 'trunk']) fakeResource(server, name, []);
  server.use(
    http.get(api('/user/projects'), () =>
      HttpResponse.json({ items: projects.map((p) => ({ project_id: p.id, title: p.title })) }),
    ),
  );
}

describe('the import page in the app', () => {
  it('is reached from the project list, header and rows, with Projects highlighted', async () => {
    serve();
    startApp(server, '/campaign/list', admin);
    const row = (await screen.findByText('Autumn', {}, { timeout: 15_000 })).closest('tr')!;
    fireEvent.click(within(row).getByTestId('resource-row-import'));
    await screen.findByTestId('import-page', {}, { timeout: 15_000 });
    expect(window.location.pathname).toBe('/campaign/import/5');
    await within(screen.getByTestId('import-project')).findByText('Autumn');
    await waitFor(() => expect(selectedMenu()).toHaveTextContent('Проекты'));
    const crumbs = within(screen.getByTestId('breadcrumbs'));
    expect(crumbs.getByText('Проекты')).toBeInTheDocument();
    expect(crumbs.getByText('Импорт контактов')).toBeInTheDocument();

    window.history.back();
    fireEvent.click(await screen.findByTestId('resource-import', {}, { timeout: 15_000 }));
    await waitFor(() => expect(window.location.pathname).toBe('/campaign/import'));
    await screen.findByTestId('import-page');
  });

  it('needs campaign.import, and without it the list offers no import', async () => {
    serve();
    const { unmount } = startApp(
      server,
      '/campaign/list',
      userWith('ROLE_SUPERVISOR', 'dashboard.list,campaign.list'),
    );
    await screen.findByText('Autumn', {}, { timeout: 15_000 });
    expect(screen.queryByTestId('resource-import')).toBeNull();
    expect(screen.queryByTestId('resource-row-import')).toBeNull();
    unmount();
    startApp(server, '/campaign/import/2', userWith('ROLE_SUPERVISOR', 'dashboard.list,campaign.list'));
    await waitFor(() => expect(window.location.pathname).toBe('/login'), { timeout: 15_000 });
  });
});
