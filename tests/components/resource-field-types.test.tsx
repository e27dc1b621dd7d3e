// Every field type the declarations know, through the generated pages of a made-up declaration:
// form controls, defaults, groups, rules, the values sent, the edit form's password rule, the html
// preview's sandbox, and the list's plain-text rendering of html.
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp } from 'antd';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { accessControlProvider } from '@/providers/access-control-provider';
import { dataProvider } from '@/providers/data-provider';
import { i18nProvider } from '@/providers/i18n-provider';
import { notificationProvider } from '@/providers/notification-provider';
import { COLORS, defineResource } from '@/src/resources/define';
import { pageFor } from '@/src/resources/ui/pages';
import { resourceRoutes, type PageKind } from '@/src/resources/ui/routes';
import { registerCrudTexts } from '@/src/resources/ui/texts';
import { toRefineResources } from '@/src/routes/refine-resources';
import { admin, api, renderInShell, signIn, useApiServer, userWith } from './support';
import { fakeResource } from './resource-support';

const { server } = useApiServer();

const text = (en: string, ru: string) => ({ en, ru });
const gizmo = defineResource({
  name: 'gizmo',
  route: '/settings/gizmo',
  label: text('Gizmos', 'Штуки'),
  permissions: { list: 'tag.list', create: 'tag.create', update: 'tag.update', delete: 'tag.delete' },
  groups: [
    { key: 'contacts', label: text('Contacts', 'Контакты') },
    { key: 'times', label: text('Times', 'Время') },
  ],
  fields: [
    {
      name: 'title',
      type: 'string',
      label: text('Title', 'Название'),
      required: true,
      max: 20,
      list: { filter: 'contains' },
    },
    { name: 'mail', type: 'email', label: text('E-mail', 'Почта'), form: { group: 'contacts' } },
    { name: 'site', type: 'url', label: text('Site', 'Сайт'), form: { group: 'contacts' } },
    { name: 'phone', type: 'phone', label: text('Phone', 'Телефон'), form: { group: 'contacts' } },
    { name: 'notes', type: 'text', label: text('Notes', 'Заметки') },
    { name: 'body', type: 'html', label: text('Body', 'Текст'), list: {} },
    {
      name: 'count',
      type: 'integer',
      label: text('Count', 'Количество'),
      required: true,
      min: 1,
      max: 10,
      default: 5,
      list: { filter: 'range' },
    },
    { name: 'on', type: 'boolean', label: text('On', 'Включено'), default: true },
    {
      name: 'kind',
      type: 'enum',
      label: text('Kind', 'Вид'),
      options: ['a', 'b'],
      optionLabels: { a: text('Alpha', 'Альфа'), b: text('Beta', 'Бета') },
      list: { filter: 'in' },
    },
    { name: 'kinds', type: 'enumMulti', label: text('Kinds', 'Виды'), options: ['a', 'b'], required: true },
    { name: 'color', type: 'color', label: text('Colour', 'Цвет'), options: COLORS },
    {
      name: 'tag_id',
      type: 'reference',
      label: text('Tag', 'Тег'),
      reference: { resource: 'tag', labelField: 'title' },
    },
    { name: 'secret', type: 'password', label: text('Secret', 'Секрет'), required: true, list: {} },
    { name: 'extra', type: 'json', label: text('Extra', 'Доп'), default: '{}' },
    { name: 'at', type: 'time', label: text('At', 'Во сколько'), form: { group: 'times' } },
    { name: 'day', type: 'date', label: text('Day', 'День'), form: { group: 'times' } },
    { name: 'created', type: 'datetime', label: text('Created', 'Создано'), readOnly: true },
    { name: 'internal', type: 'string', label: text('Internal', 'Служебное'), form: { hidden: true } },
  ],
});

registerCrudTexts([gizmo]);

const PATHS: Record<PageKind, string> = {
  list: '/settings/gizmo/list',
  create: '/settings/gizmo/create',
  edit: '/settings/gizmo/update/:id',
  show: '/settings/gizmo/show/:id',
};

function renderPage(kind: PageKind, at: string) {
  signIn(admin);
  const Page = pageFor(gizmo, kind);
  return renderInShell(
    <AntApp>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        notificationProvider={notificationProvider}
        resources={toRefineResources(resourceRoutes([gizmo]))}
        options={{ disableTelemetry: true, syncWithLocation: true }}
      >
        <Routes>
          <Route path={PATHS[kind]} element={<Page />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </Refine>
    </AntApp>,
    { route: at },
  );
}

const itemOf = (field: string) => document.querySelector(`[data-field="${field}"]`) as HTMLElement;
const errorsOf = (field: string) =>
  [...itemOf(field).querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);
const type = (field: string, value: string) =>
  fireEvent.change(itemOf(field).querySelector('input, textarea')!, { target: { value } });
const tagRows = [
  { id: 1, title: 'VIP', color: 'red', app_system: false },
  { id: 2, title: 'Callback', color: 'green', app_system: false },
];

describe('a form with every field type', () => {
  it('lays fields out in their groups, with defaults, read-only and hidden fields left out on create', async () => {
    fakeResource(server, 'tag', tagRows);
    renderPage('create', '/settings/gizmo/create');
    const form = await screen.findByTestId('resource-form-gizmo');
    expect([...form.querySelectorAll('.ant-divider')].map((d) => d.textContent)).toEqual([
      'Контакты',
      'Время',
    ]);
    expect(form.querySelector('[data-group="contacts"] [data-field="phone"]')).not.toBeNull();
    expect(itemOf('created')).toBeNull();
    expect(itemOf('internal')).toBeNull();
    expect(within(itemOf('count')).getByRole('spinbutton')).toHaveValue('5');
    expect(within(itemOf('on')).getByRole('switch')).toBeChecked();
    expect(itemOf('extra').querySelector('textarea')).toHaveValue('{}');
    expect(itemOf('secret').querySelector('input[type="password"]')).not.toBeNull();
  });

  it('checks e-mail, URL, phone, JSON, lengths and required multi-choices with the dictionary', async () => {
    fakeResource(server, 'tag', tagRows);
    renderPage('create', '/settings/gizmo/create');
    await screen.findByTestId('resource-form-gizmo');
    type('mail', 'not-an-email');
    type('site', 'nowhere');
    type('phone', '12');
    type('extra', '{oops');
    type('title', 'x'.repeat(21));
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() =>
      expect(errorsOf('mail')).toEqual(['Поле Почта должно быть действительным электронным адресом']),
    );
    expect(errorsOf('site')).toEqual(['Поле Сайт не является допустимым URL']);
    expect(errorsOf('phone')).toEqual(['Поле Телефон имеет ошибочный формат']);
    expect(errorsOf('extra')).toEqual(['Некорректный JSON']);
    expect(errorsOf('title')).toEqual(['Поле Название не может быть длиннее 20 символов']);
    await waitFor(() => expect(errorsOf('kinds')).toEqual(['Поле Виды обязательно для заполнения']));
    expect(errorsOf('secret')).toEqual(['Поле Секрет обязательно для заполнения']);
  });

  it('sends every type in the API form: times, dates, arrays, references, JSON as text', async () => {
    fakeResource(server, 'tag', tagRows);
    const fake = fakeResource(server, 'gizmo', []);
    renderPage('create', '/settings/gizmo/create');
    await screen.findByTestId('resource-form-gizmo');
    type('title', 'Gadget');
    type('mail', 'a@example.com');
    type('phone', '+7 (900) 123-45-67');
    type('secret', 'Pa55word!');
    type('extra', '{"a":1}');
    fireEvent.mouseDown(within(itemOf('kinds')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByText('b')).find((el) => el.closest('.ant-select-item-option'))!);
    fireEvent.mouseDown(within(itemOf('tag_id')).getByRole('combobox'));
    fireEvent.click(
      (await screen.findAllByText('Callback')).find((el) => el.closest('.ant-select-item-option'))!,
    );
    fireEvent.mouseDown(within(itemOf('kind')).getByRole('combobox'));
    fireEvent.click(
      (await screen.findAllByText('Бета')).find((el) => el.closest('.ant-select-item-option'))!,
    );
    const day = itemOf('day').querySelector('input')!;
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '15-01-2026' } });
    fireEvent.keyDown(day, { key: 'Enter', code: 'Enter' });
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    const body = fake.writes[0].body;
    expect(Object.fromEntries(body)).toMatchObject({
      title: 'Gadget',
      mail: 'a@example.com',
      phone: '+7 (900) 123-45-67',
      count: '5',
      on: 'true',
      kind: 'b',
      kinds: 'b',
      tag_id: '2',
      secret: 'Pa55word!',
      extra: '{"a":1}',
      day: '2026-01-15',
    });
    expect(body.has('created')).toBe(false);
    expect(body.has('internal')).toBe(false);
  });

  it('on edit shows the stored values, leaves the password empty and does not send it unchanged', async () => {
    fakeResource(server, 'tag', tagRows);
    const fake = fakeResource(server, 'gizmo', [
      {
        id: 7,
        title: 'Old',
        count: 3,
        on: false,
        kinds: ['a', 'b'],
        tag_id: 1,
        extra: { deep: [1, 2] },
        at: '09:15',
        day: '2026-02-03',
        created: '2026-01-01T08:00:00.000Z',
      },
    ]);
    renderPage('edit', '/settings/gizmo/update/7');
    await screen.findByTestId('resource-form-gizmo');
    await waitFor(() => expect(itemOf('title').querySelector('input')).toHaveValue('Old'));
    expect(itemOf('secret').querySelector('input')).toHaveValue('');
    expect(itemOf('secret')).toHaveTextContent('Оставьте пустым, чтобы не менять пароль');
    expect(itemOf('at').querySelector('input')).toHaveValue('09:15');
    expect(itemOf('day').querySelector('input')).toHaveValue('03-02-2026');
    expect(JSON.parse(itemOf('extra').querySelector('textarea')!.value)).toEqual({ deep: [1, 2] });
    expect(itemOf('created').querySelector('input')).toBeDisabled();
    expect(await within(itemOf('tag_id')).findByText('VIP')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    const body = fake.writes[0].body;
    expect(body.has('secret')).toBe(false);
    expect(body.has('created')).toBe(false);
    expect(body.getAll('kinds')).toEqual(['a', 'b']);
    expect(Object.fromEntries(body)).toMatchObject({
      at: '09:15',
      day: '2026-02-03',
      on: 'false',
      extra: '{\n  "deep": [\n    1,\n    2\n  ]\n}',
    });
  });
});

describe('html', () => {
  const payload =
    '<p>Hello <b>there</b></p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">x</a>';

  it('previews in a frame sandboxed without scripts, never in the page itself', async () => {
    fakeResource(server, 'tag', tagRows);
    renderPage('create', '/settings/gizmo/create');
    await screen.findByTestId('resource-form-gizmo');
    type('body', payload);
    const frame = await screen.findByTestId('html-preview-body');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(payload);
    expect(document.querySelector('img[src="x"], script:not([src])')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('lists html as a plain-text excerpt, and passwords not at all', async () => {
    fakeResource(server, 'gizmo', [{ id: 1, title: 'Scripted', body: payload, count: 2, secret: 'leak' }]);
    server.use(http.get(api('/tag/list'), () => HttpResponse.json({ items: [], totalCount: 0 })));
    renderPage('list', '/settings/gizmo/list');
    const row = (await screen.findByText('Scripted')).closest('tr')!;
    expect(row).toHaveTextContent('Hello there');
    expect(row.querySelector('img, script, a[href^="javascript"]')).toBeNull();
    expect(row).not.toHaveTextContent('leak');
    expect(screen.queryByRole('columnheader', { name: 'Секрет' })).not.toBeInTheDocument();
  });

  it('filters a range with _gte/_lte and an `in` with repeated keys', async () => {
    const fake = fakeResource(server, 'gizmo', [{ id: 1, title: 'One', count: 2 }]);
    renderPage('list', '/settings/gizmo/list');
    await screen.findByText('One');
    const bar = screen.getByTestId('filter-bar');
    fireEvent.change(within(bar).getByLabelText('Количество от'), { target: { value: '2' } });
    fireEvent.change(within(bar).getByLabelText('Количество до'), { target: { value: '8' } });
    fireEvent.mouseDown(within(bar).getByLabelText('Вид'));
    fireEvent.click(
      (await screen.findAllByText('Альфа')).find((el) => el.closest('.ant-select-item-option'))!,
    );
    fireEvent.click(
      (await screen.findAllByText('Бета')).find((el) => el.closest('.ant-select-item-option'))!,
    );
    await userEvent.click(within(bar).getByTestId('filter-apply'));
    await waitFor(() => expect(fake.lists.at(-1)?.get('count_gte')).toBe('2'));
    const query = fake.lists.at(-1)!;
    expect(query.get('count_lte')).toBe('8');
    expect(query.getAll('kind')).toEqual(['a', 'b']);
  });
});

describe('files', () => {
  const tune = defineResource({
    name: 'tune',
    route: '/settings/tune',
    label: text('Tunes', 'Мелодии'),
    permissions: { list: 'moh.list', create: 'moh.create', update: 'moh.update' },
    fields: [
      { name: 'title', type: 'string', label: text('Title', 'Название'), required: true },
      {
        name: 'audio',
        type: 'file',
        label: text('Audio', 'Аудио'),
        required: true,
        file: { accept: ['audio/mpeg'], maxBytes: 1024 },
      },
    ],
  });

  function renderTune(kind: 'create' | 'edit', at: string) {
    signIn(admin);
    const Page = pageFor(tune, kind);
    return renderInShell(
      <AntApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          notificationProvider={notificationProvider}
          resources={toRefineResources(resourceRoutes([tune]))}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route
              path={kind === 'create' ? '/settings/tune/create' : '/settings/tune/update/:id'}
              element={<Page />}
            />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
        </Refine>
      </AntApp>,
      { route: at },
    );
  }

  it('checks type and size, then sends the file as multipart', async () => {
    const sent: FormData[] = [];
    server.use(
      http.post(api('/tune/create'), async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ id: 1 }, { status: 201 });
      }),
    );
    renderTune('create', '/settings/tune/create');
    await screen.findByTestId('resource-form-tune');
    type('title', 'Hold on');
    const input = () => itemOf('audio').querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input(), new File(['x'.repeat(2048)], 'big.mp3', { type: 'audio/mpeg' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(errorsOf('audio')).toEqual(['Поле Аудио должно быть меньше 1 КБ']));
    await userEvent.upload(input(), new File(['ok'], 'tune.mp3', { type: 'audio/mpeg' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].get('title')).toBe('Hold on');
    // jsdom's XHR loses a file's name and bytes on the way to msw; that a part is there is what it can show.
    expect(sent[0].has('audio')).toBe(true);
  });

  it('on edit keeps the stored file when none is picked, and names it', async () => {
    const fake = fakeResource(server, 'tune', [{ id: 4, title: 'Old', audio: 'old.mp3' }]);
    renderTune('edit', '/settings/tune/update/4');
    await screen.findByTestId('resource-form-tune');
    await waitFor(() => expect(itemOf('title').querySelector('input')).toHaveValue('Old'));
    expect(itemOf('audio')).toHaveTextContent('old.mp3');
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0].body.has('audio')).toBe(false);
  });
});

describe('copy', () => {
  const project = defineResource({
    name: 'project',
    route: '/projects',
    label: text('Projects', 'Проекты'),
    permissions: {
      list: 'campaign.list',
      create: 'campaign.create',
      update: 'campaign.update',
      copy: 'campaign.copy',
    },
    fields: [
      {
        name: 'title',
        type: 'string',
        label: text('Title', 'Название'),
        required: true,
        max: 40,
        unique: { message: 'campaignExists' },
        list: { filter: 'contains' },
      },
    ],
  });
  const rows = [
    { id: 5, title: 'Spring sale' },
    { id: 8, title: 'Spring sale (копия)' },
  ];

  function renderProjects(user = admin) {
    signIn(user);
    const Page = pageFor(project, 'list');
    return renderInShell(
      <AntApp>
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          accessControlProvider={accessControlProvider}
          i18nProvider={i18nProvider}
          notificationProvider={notificationProvider}
          resources={toRefineResources(resourceRoutes([project]))}
          options={{ disableTelemetry: true }}
        >
          <Routes>
            <Route path="/projects/list" element={<Page />} />
            <Route path="/projects/update/:id" element={<EditPage />} />
          </Routes>
        </Refine>
      </AntApp>,
      { route: '/projects/list' },
    );
  }

  /** Stands for the copy's edit form: says which row it opened. */
  function EditPage() {
    return <div data-testid="project-edit">{useParams().id}</div>;
  }

  /** Answers POST /project/copy/{id} with `reply`, keeping what was asked. */
  function fakeCopy(reply: (title: string) => Response) {
    const copied: { id: string; title: string | null }[] = [];
    server.use(
      http.post(api('/project/copy/:id'), async ({ params, request }) => {
        const title = new URLSearchParams(await request.text()).get('title');
        copied.push({ id: String(params.id), title });
        return reply(title ?? '');
      }),
    );
    return copied;
  }

  const openDialog = async () => {
    const row = (await screen.findByText('Spring sale')).closest('tr')!;
    await userEvent.click(await within(row).findByTestId('resource-copy'));
    return screen.findByTestId('copy-dialog');
  };

  it('asks for the title first, offering the first free "(копия n)", then opens the copy\'s form', async () => {
    fakeResource(server, 'project', rows);
    const copied = fakeCopy((title) => HttpResponse.json({ id: 6, title }, { status: 201 }));
    renderProjects();
    const dialog = await openDialog();
    const title = within(dialog).getByRole('textbox');
    await waitFor(() => expect(title).toHaveValue('Spring sale (копия 2)'));
    expect(dialog).toHaveTextContent('Копия получит все настройки «Spring sale»');
    expect(copied).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Скопировать и открыть' }));
    await waitFor(() => expect(copied).toEqual([{ id: '5', title: 'Spring sale (копия 2)' }]));
    expect(await screen.findByText('Создано')).toBeInTheDocument();
    expect(await screen.findByTestId('project-edit')).toHaveTextContent('6');
  });

  it('copies nothing when cancelled, and checks the title before sending', async () => {
    fakeResource(server, 'project', rows);
    const copied = fakeCopy((title) => HttpResponse.json({ id: 6, title }, { status: 201 }));
    renderProjects();
    const dialog = await openDialog();
    const title = within(dialog).getByRole('textbox');
    fireEvent.change(title, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'Скопировать и открыть' }));
    expect(await within(dialog).findByText('Поле Название обязательно для заполнения')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByTestId('copy-dialog')).not.toBeInTheDocument());
    expect(copied).toEqual([]);
    expect(screen.getByTestId('resource-list-project')).toBeInTheDocument();
  });

  it('shows a taken title (409) under the field and stays until a free one is given', async () => {
    fakeResource(server, 'project', rows);
    const taken = 'Проект с таким названием уже существует';
    const copied = fakeCopy((title) =>
      title === 'Spring sale (копия)'
        ? HttpResponse.json({ message: taken, code: 'conflict', errors: { title: taken } }, { status: 409 })
        : HttpResponse.json({ id: 9, title }, { status: 201 }),
    );
    renderProjects();
    const dialog = await openDialog();
    const title = within(dialog).getByRole('textbox');
    await waitFor(() => expect(title).toHaveValue('Spring sale (копия 2)'));
    fireEvent.change(title, { target: { value: 'Spring sale (копия)' } });
    await userEvent.click(screen.getByRole('button', { name: 'Скопировать и открыть' }));
    expect(await within(dialog).findByText(taken)).toBeInTheDocument();
    expect(screen.getByTestId('copy-dialog')).toBeInTheDocument();
    fireEvent.change(title, { target: { value: 'Autumn sale' } });
    await userEvent.click(screen.getByRole('button', { name: 'Скопировать и открыть' }));
    expect(await screen.findByTestId('project-edit')).toHaveTextContent('9');
    expect(copied.map((c) => c.title)).toEqual(['Spring sale (копия)', 'Autumn sale']);
  });

  it('is hidden without the copy key', async () => {
    fakeResource(server, 'project', rows);
    renderProjects(userWith('ROLE_SUPERVISOR', 'campaign.list,campaign.create'));
    const row = (await screen.findByText('Spring sale')).closest('tr')!;
    await within(row).findByTestId('resource-show');
    expect(within(row).queryByTestId('resource-copy')).not.toBeInTheDocument();
  });
});
