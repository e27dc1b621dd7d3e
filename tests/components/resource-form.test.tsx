// The create and edit forms a declaration generates (src/resources/ui/form): defaults, client rules
// with the validation dictionary's messages (declared text formats too), choices as selects, the server's
// field errors under their fields (a 409 too), the values sent, the spec's success notices, and record pages
// titled by the record's name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, api, useApiServer } from './support';
import { fakeResource, preloadChunks, startApp, tags } from './resource-support';

const { server } = useApiServer();
beforeAll(preloadChunks);

const form = (name: string) => screen.findByTestId(`resource-form-${name}`, {}, { timeout: 15_000 });
const itemOf = (field: string) => document.querySelector(`[data-field="${field}"]`) as HTMLElement;
const errorsOf = (field: string) =>
  [...itemOf(field).querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);
const titleOf = (card: HTMLElement) => card.querySelector('.ant-card-head-title')?.textContent;

describe('the create form', () => {
  it('starts from the declared defaults and shows required-field messages in place', async () => {
    const fake = fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/create', admin);
    const tagForm = await form('tag');
    expect(within(tagForm).getByLabelText('Название')).toHaveValue('');
    expect(within(itemOf('color')).getByText('Без цвета')).toBeInTheDocument();
    expect(within(tagForm).getByRole('switch')).not.toBeChecked();

    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(errorsOf('title')).toEqual(['Поле Название обязательно для заполнения']));
    expect(fake.writes).toEqual([]);
  });

  it('checks lengths and bounds with the dictionary, naming the field in the interface language', async () => {
    fakeResource(server, 'user_group', []);
    startApp(server, '/settings/userGroup/create', admin);
    await form('userGroup');
    fireEvent.change(within(itemOf('title')).getByRole('textbox'), { target: { value: 'x'.repeat(256) } });
    await waitFor(() =>
      expect(errorsOf('title')).toEqual(['Поле Название не может быть длиннее 255 символов']),
    );
    expect(within(itemOf('card_timeout')).getByRole('spinbutton')).toHaveValue('0');
    expect(itemOf('card_timeout')).toHaveTextContent('0 — без ограничения');
  });

  it('sends the values, says created and returns to the list', async () => {
    const fake = fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/create', admin);
    await form('tag');
    await userEvent.type(within(itemOf('title')).getByRole('textbox'), 'Hot lead');
    fireEvent.mouseDown(within(itemOf('color')).getByRole('combobox'));
    const orange = (await screen.findAllByText('Оранжевый')).find((el) =>
      el.closest('.ant-select-item-option'),
    )!;
    fireEvent.click(orange);
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(Object.fromEntries(fake.writes[0].body)).toEqual({
      title: 'Hot lead',
      color: 'orange',
      app_system: 'false',
    });
    expect(await screen.findByText('Создано')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/settings/tag/list'));
  });

  it("shows the server's field errors under their fields", async () => {
    fakeResource(server, 'user_group', []);
    server.use(
      http.post(api('/user_group/create'), () =>
        HttpResponse.json(
          {
            message: 'Validation failed',
            code: 'validation',
            errors: { title: 'A user group with this title already exists' },
          },
          { status: 400 },
        ),
      ),
    );
    startApp(server, '/settings/userGroup/create', admin);
    await form('userGroup');
    await userEvent.type(within(itemOf('title')).getByRole('textbox'), 'Day shift');
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(errorsOf('title')).toEqual(['A user group with this title already exists']));
    expect(window.location.pathname).toBe('/settings/userGroup/create');
  });
});

describe('the edit form', () => {
  it('loads the row, sends the changes with PUT and says updated', async () => {
    const fake = fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/update/2', admin);
    await form('tag');
    await waitFor(() => expect(within(itemOf('title')).getByRole('textbox')).toHaveValue('Callback'));
    expect(titleOf(screen.getByTestId('resource-form-tag'))).toBe('Callback');
    const title = within(itemOf('title')).getByRole('textbox');
    expect(within(itemOf('color')).getByText('Зелёный')).toBeInTheDocument();
    expect(within(itemOf('app_system')).getByRole('switch')).toBeChecked();
    await userEvent.clear(title);
    await userEvent.type(title, 'Call back later');
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0]).toMatchObject({ method: 'update', id: 2 });
    expect(Object.fromEntries(fake.writes[0].body)).toEqual({
      title: 'Call back later',
      color: 'green',
      app_system: 'true',
    });
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/settings/tag/list'));
  });
});

describe('the show page', () => {
  it("is titled by the record's name and lists every field with its label and formatted value", async () => {
    fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/show/1', admin);
    const page = await screen.findByTestId('resource-show-tag', {}, { timeout: 15_000 });
    await waitFor(() => expect(titleOf(page)).toBe('VIP'));
    const rows = [...page.querySelectorAll('.ant-descriptions-row')].map((tr) => tr.textContent);
    expect(rows).toEqual(['НазваниеVIP', 'ЦветКрасный', 'Системный тегНет']);
  });

  it('names a record by its declared naming field, a choice by its label', async () => {
    fakeResource(server, 'kpi_target', [{ id: 3, kpi_type: 'calls_count', target: 50, reset_mode: 'none' }]);
    fakeResource(server, 'status', []);
    fakeResource(server, 'user', []);
    startApp(server, '/settings/kpi/show/3', admin);
    const page = await screen.findByTestId('resource-show-kpiTarget', {}, { timeout: 15_000 });
    await waitFor(() => expect(titleOf(page)).toBe('Количество звонков'));
  });
});

describe('declared formats and choices', () => {
  it("checks a trunk host and caller ID in place, sends nothing, and picks the queue among the projects'", async () => {
    const fake = fakeResource(server, 'trunk', []);
    fakeResource(server, 'campaign', [{ id: 7, title: 'Sales', queue_name: 'campaign_7' }]);
    startApp(server, '/settings/trunk/create', admin);
    await form('trunk');
    fireEvent.change(within(itemOf('title')).getByRole('textbox'), { target: { value: 'Carrier' } });
    fireEvent.change(within(itemOf('host')).getByRole('textbox'), { target: { value: 'not a host!!' } });
    fireEvent.change(within(itemOf('caller_id')).getByRole('textbox'), { target: { value: 'abc' } });
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() =>
      expect(errorsOf('host')).toEqual(['Поле Хост должно быть IP-адресом или доменным именем']),
    );
    expect(errorsOf('caller_id')).toEqual(['Поле Номер АОН должно содержать только цифры']);
    expect(fake.writes).toEqual([]);
    fireEvent.change(within(itemOf('host')).getByRole('textbox'), { target: { value: 'sip.example.com' } });
    fireEvent.change(within(itemOf('caller_id')).getByRole('textbox'), { target: { value: '74951234567' } });
    expect(within(itemOf('queue')).queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(itemOf('queue')).getByRole('combobox'));
    fireEvent.click(
      await screen.findByText('Sales (campaign_7)', { selector: '.ant-select-item-option-content' }),
    );
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0].body.get('host')).toBe('sip.example.com');
    expect(fake.writes[0].body.get('queue')).toBe('campaign_7');
  });

  it("offers a status's CRM status as a choice of the fixed list, not free text", async () => {
    const fake = fakeResource(server, 'status', []);
    fakeResource(server, 'campaign', []);
    startApp(server, '/settings/status/create', admin);
    await form('status');
    fireEvent.change(within(itemOf('title')).getByRole('textbox'), { target: { value: 'Call later' } });
    expect(within(itemOf('crm_status')).queryByRole('textbox')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(itemOf('crm_status')).getByRole('combobox'));
    await screen.findByText('В работе', { selector: '.ant-select-item-option-content' });
    const options = [...document.querySelectorAll('.ant-select-item-option-content')].map(
      (o) => o.textContent,
    );
    expect(options).toEqual([
      'Не передаётся в CRM',
      'Новый',
      'В работе',
      'Успешно реализовано',
      'Закрыто и не реализовано',
    ]);
    fireEvent.click(
      (await screen.findAllByText('В работе')).find((el) => el.closest('.ant-select-item-option'))!,
    );
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0].body.get('crm_status')).toBe('IN_PROCESS');
  });
});

describe('the project form', () => {
  function fakeProjects() {
    for (const name of ['user_group', 'user', 'trunk', 'template_card', 'script_operator', 'moh'])
      fakeResource(server, name, []);
    const project = {
      id: 7,
      title: 'Sales',
      queue_name: 'campaign_7',
      time_zone: 'Europe/Moscow',
      caller_id: '',
    };
    return fakeResource(server, 'campaign', [project]);
  }

  it("is titled by the project's name, offers time zones as a list, checks the caller ID", async () => {
    fakeProjects();
    startApp(server, '/campaign/update/7', admin);
    const page = await form('campaign');
    await waitFor(() => expect(titleOf(page)).toBe('Sales'));
    const zone = itemOf('time_zone');
    expect(within(zone).getByText('Europe/Moscow')).toBeInTheDocument();
    fireEvent.mouseDown(within(zone).getByRole('combobox'));
    fireEvent.change(within(zone).getByRole('combobox'), { target: { value: 'yekat' } });
    fireEvent.click(
      await screen.findByText('Asia/Yekaterinburg', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(within(zone).getByText('Asia/Yekaterinburg')).toBeInTheDocument());
    fireEvent.change(within(itemOf('caller_id')).getByRole('textbox'), { target: { value: '+7 495' } });
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() =>
      expect(errorsOf('caller_id')).toEqual(['Поле Номер АОН должно содержать только цифры']),
    );
  });

  it('shows a taken title (409) under the title field and stays on the form', async () => {
    fakeProjects();
    server.use(
      http.put(api('/campaign/update/:id'), () =>
        HttpResponse.json(
          {
            message: 'Проект с таким названием уже существует',
            code: 'conflict',
            errors: { title: 'Проект с таким названием уже существует' },
          },
          { status: 409 },
        ),
      ),
    );
    startApp(server, '/campaign/update/7', admin);
    await form('campaign');
    await waitFor(() => expect(within(itemOf('title')).getByRole('textbox')).toHaveValue('Sales'));
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(errorsOf('title')).toEqual(['Проект с таким названием уже существует']));
    expect(window.location.pathname).toBe('/campaign/update/7');
  });
});
