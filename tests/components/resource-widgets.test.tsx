// The hand-written form widgets of json fields (src/resources/ui/form/widgets.ts) inside the generated
// forms: the card template's labels and a project's transfer phones are edited as rows, sent as the JSON
// text the server reads, and the ids the server gave come back with the rows that keep them; a KPI target's
// options are the chosen metric's fields.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import campaign from '@/src/resources/campaign/resource';
import { admin, api, useApiServer } from './support';
import { fakeResource, preloadChunks, startApp, type Row } from './resource-support';

const { server } = useApiServer();
beforeAll(async () => {
  await preloadChunks();
  await import('@/src/resources/template-card/CardLabelsWidget');
  await import('@/src/resources/campaign/TransferPhonesWidget');
  await import('@/src/resources/kpi-target/KpiOptionsWidget');
});

const form = (name: string) => screen.findByTestId(`resource-form-${name}`, {}, { timeout: 15_000 });
const itemOf = (field: string) => document.querySelector(`[data-field="${field}"]`) as HTMLElement;
const errorsOf = (field: string) =>
  [...itemOf(field).querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);
const labelCards = () => screen.getAllByTestId('card-label');
const typeInto = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
const sent = (body: URLSearchParams, key: string) => JSON.parse(body.get(key) ?? 'null') as unknown;

async function pickType(card: HTMLElement, typeName: string) {
  fireEvent.mouseDown(within(card).getByRole('combobox'));
  const option = (await screen.findAllByText(typeName)).find((el) => el.closest('.ant-select-item-option'))!;
  fireEvent.click(option);
}

describe('the card labels widget', () => {
  it('adds, fills, reorders and removes labels and options, and sends them as JSON on create', async () => {
    const fake = fakeResource(server, 'template_card', []);
    startApp(server, '/settings/templateCard/create', admin);
    await form('templateCard');
    await screen.findByTestId('card-labels');
    typeInto(within(itemOf('title')).getByRole('textbox'), 'Sales');

    // Nothing yet: the field is required.
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(errorsOf('labels')).toEqual(['Поле Поля обязательно для заполнения']));

    await userEvent.click(screen.getByTestId('card-labels-add'));
    typeInto(within(labelCards()[0]).getByLabelText('Название поля'), 'Комментарий');
    await userEvent.click(within(labelCards()[0]).getByRole('switch', { name: 'Обязательное' }));

    await userEvent.click(screen.getByTestId('card-labels-add'));
    const tariff = labelCards()[1];
    typeInto(within(tariff).getByLabelText('Название поля'), 'Тариф');
    await pickType(tariff, 'Список');
    for (const name of ['Базовый', 'Лишний', 'Премиум']) {
      await userEvent.click(within(tariff).getByRole('button', { name: /Добавить вариант/ }));
      typeInto(within(tariff).getAllByLabelText('Вариант').at(-1)!, name);
    }
    await userEvent.click(within(tariff).getAllByRole('button', { name: 'Удалить вариант' })[1]);
    await userEvent.click(within(tariff).getByRole('button', { name: 'Выше' }));

    await userEvent.click(screen.getByTestId('card-labels-add'));
    await userEvent.click(within(labelCards()[2]).getByRole('button', { name: 'Удалить поле' }));
    expect(labelCards()).toHaveLength(2);

    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0].body.get('title')).toBe('Sales');
    expect(sent(fake.writes[0].body, 'labels')).toEqual([
      {
        value: 'Тариф',
        value_type: 'list',
        required_value: false,
        show_field: true,
        options: [{ name: 'Базовый' }, { name: 'Премиум' }],
      },
      { value: 'Комментарий', value_type: 'text', required_value: true, show_field: true, options: [] },
    ]);
  });

  it('loads the stored labels on edit and sends them back with their ids', async () => {
    const labels = [
      {
        id: 11,
        value: 'Тариф',
        value_type: 'multiple_list',
        required_value: true,
        show_field: true,
        options: [
          { id: 12, name: 'Базовый' },
          { id: 13, name: 'Премиум' },
        ],
      },
      {
        id: 14,
        value: 'Дата звонка',
        value_type: 'date',
        required_value: false,
        show_field: false,
        options: [],
      },
    ];
    const fake = fakeResource(server, 'template_card', [{ id: 5, title: 'Sales', labels }]);
    startApp(server, '/settings/templateCard/update/5', admin);
    await form('templateCard');
    await waitFor(() => expect(labelCards()).toHaveLength(2));
    const [tariff, date] = labelCards();
    expect(within(tariff).getByLabelText('Название поля')).toHaveValue('Тариф');
    expect(within(tariff).getByText('Список с множественным выбором')).toBeInTheDocument();
    expect(within(date).getByRole('switch', { name: 'Показывать поле' })).not.toBeChecked();
    expect(within(date).queryByLabelText('Вариант')).toBeNull();

    typeInto(within(tariff).getAllByLabelText('Вариант')[1], 'Премиум+');
    await userEvent.click(within(tariff).getByRole('button', { name: /Добавить вариант/ }));
    typeInto(within(tariff).getAllByLabelText('Вариант')[2], 'Новый');
    await userEvent.click(within(date).getByRole('button', { name: 'Выше' }));

    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0]).toMatchObject({ method: 'update', id: 5 });
    expect(sent(fake.writes[0].body, 'labels')).toEqual([
      labels[1],
      {
        ...labels[0],
        options: [{ id: 12, name: 'Базовый' }, { id: 13, name: 'Премиум+' }, { name: 'Новый' }],
      },
    ]);
  });
});

const phones = [
  {
    id: 1,
    name_phone: 'Senior operator',
    phone: '1002',
    trunk: 'demo',
    is_sip_trunk: false,
    moh_class: 'default',
  },
  {
    id: 2,
    name_phone: 'Support line',
    phone: '+74950000002',
    trunk: 'demo',
    is_sip_trunk: true,
    moh_class: '',
  },
];

function fakeProject(transfer_phones: unknown): Row {
  const defaults = campaign.fields.filter((f) => f.default !== undefined).map((f) => [f.name, f.default]);
  return { ...Object.fromEntries(defaults), id: 7, title: 'Sales', queue_name: 'q7', transfer_phones };
}

function fakeProjectApi(transfer_phones: unknown) {
  for (const name of ['user_group', 'user', 'trunk', 'template_card', 'script_operator'])
    fakeResource(server, name, []);
  // The fake update stores the form's '' for emptied references (the real server stores null), and the
  // refetched row then asks for a referenced row without id.
  server.use(
    http.get(api('/:resource/'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
  );
  fakeResource(server, 'moh', [
    { id: 1, title: 'default', type: 'transfer' },
    { id: 2, title: 'jazz', type: 'transfer' },
  ]);
  return fakeResource(server, 'campaign', [fakeProject(transfer_phones)]);
}

const phoneRows = () => [...screen.getByTestId('transfer-phones').querySelectorAll('tbody tr.ant-table-row')];

describe('the transfer phones widget', () => {
  it('shows the stored phones and sends them back unchanged', async () => {
    const fake = fakeProjectApi(phones);
    startApp(server, '/campaign/update/7', admin);
    await form('campaign');
    await waitFor(() => expect(phoneRows()).toHaveLength(2));
    const second = phoneRows()[1] as HTMLElement;
    expect(within(second).getByLabelText('Название')).toHaveValue('Support line');
    expect(within(second).getByRole('switch', { name: 'SIP-транк' })).toBeChecked();

    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(sent(fake.writes[0].body, 'transfer_phones')).toEqual(phones);
  });

  it('adds and removes rows, keeping the ids of the rows kept, with a suggested music-on-hold class', async () => {
    const fake = fakeProjectApi(phones);
    startApp(server, '/campaign/update/7', admin);
    await form('campaign');
    await waitFor(() => expect(phoneRows()).toHaveLength(2));
    await userEvent.click(
      within(phoneRows()[0] as HTMLElement).getByRole('button', { name: 'Удалить номер' }),
    );
    await userEvent.click(screen.getByTestId('transfer-phones-add'));
    const added = phoneRows()[1] as HTMLElement;
    typeInto(within(added).getByLabelText('Название'), 'Manager');
    typeInto(within(added).getByLabelText('Номер'), '1005');
    const moh = within(added).getByRole('combobox', { name: 'Музыка ожидания' });
    fireEvent.mouseDown(moh);
    typeInto(moh, 'ja');
    fireEvent.click(await screen.findByText('jazz', { selector: '.ant-select-item-option-content' }));

    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(sent(fake.writes[0].body, 'transfer_phones')).toEqual([
      phones[1],
      { name_phone: 'Manager', phone: '1005', trunk: '', is_sip_trunk: false, moh_class: 'jazz' },
    ]);
  });

  it('sends an emptied list as an empty value', async () => {
    const fake = fakeProjectApi(phones.slice(0, 1));
    startApp(server, '/campaign/update/7', admin);
    await form('campaign');
    await waitFor(() => expect(phoneRows()).toHaveLength(1));
    await userEvent.click(
      within(phoneRows()[0] as HTMLElement).getByRole('button', { name: 'Удалить номер' }),
    );
    expect(screen.getByText('Номеров для перевода нет')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0].body.get('transfer_phones')).toBe('');
  });
});

describe('the KPI options widget', () => {
  const target = {
    id: 4,
    kpi_type: 'calls_length_count',
    target: 20,
    reset_mode: 'none',
    options: { min_call_length: 30 },
  };
  const fakeTargets = (rows: Row[]) => {
    fakeResource(server, 'status', []);
    fakeResource(server, 'user', []);
    // The fake update stores the form's '' for emptied lists, and the refetched row then asks for a
    // referenced row without id.
    server.use(
      http.get(api('/:resource/'), () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    return fakeResource(server, 'kpi_target', rows);
  };
  const options = () => screen.getByTestId('kpi-options');

  it("edits the metric's options as fields, never as JSON, and sends them as the object the server reads", async () => {
    const fake = fakeTargets([target]);
    startApp(server, '/settings/kpi/update/4', admin);
    await form('kpiTarget');
    await waitFor(() =>
      expect(within(options()).getByRole('spinbutton', { name: 'Длинный звонок от, с' })).toHaveValue('30'),
    );
    expect(within(itemOf('options')).queryByRole('textbox')).not.toBeInTheDocument();
    const length = within(options()).getByRole('spinbutton', { name: 'Длинный звонок от, с' });
    await userEvent.clear(length);
    await userEvent.type(length, '90');
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(sent(fake.writes[0].body, 'options')).toEqual({ min_call_length: 90 });
  });

  it('says when the chosen metric takes no options', async () => {
    const fake = fakeTargets([]);
    startApp(server, '/settings/kpi/create', admin);
    await form('kpiTarget');
    await waitFor(() => expect(options()).toHaveTextContent('У этого показателя нет параметров'));
    fireEvent.mouseDown(within(itemOf('kpi_type')).getByRole('combobox'));
    fireEvent.click(
      await screen.findByText('Количество длинных звонков', { selector: '.ant-select-item-option-content' }),
    );
    const length = await within(options()).findByRole('spinbutton', { name: 'Длинный звонок от, с' });
    await userEvent.type(length, '45');
    fireEvent.change(within(itemOf('target')).getByRole('spinbutton'), { target: { value: '10' } });
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(sent(fake.writes[0].body, 'options')).toEqual({ min_call_length: 45 });
  });
});
