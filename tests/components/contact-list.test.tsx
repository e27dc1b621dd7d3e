// Reports > contact list (plugins/contact-list; spec 000 sections 2.1, 2.7 and 3, spec 001 section 6): the
// query sent to GET /api/contact/list, the address keeping filters and order, keyset steps, estimated
// totals, the card opened from a row, bulk changes and the remembered page size.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { closeContactCard } from '@/src/plugin-api';
import {
  address,
  LIST_KEYS,
  listServer,
  PATH,
  reply,
  row,
  showList,
  supervisor,
} from './contact-list-support';
import { api, userWith, useApiServer } from './support';

const { server } = useApiServer();
afterEach(() => closeContactCard());

const table = () => screen.getByTestId('contact-list-table');
const lastOf = (asked: URLSearchParams[]) => asked[asked.length - 1];
const waitAsked = (asked: URLSearchParams[], n: number) => waitFor(() => expect(asked).toHaveLength(n));

async function pickIn(select: HTMLElement, option: string) {
  fireEvent.mouseDown(within(select).getByRole('combobox'));
  const found = (await screen.findAllByText(option)).find((el) => el.closest('.ant-select-item-option'))!;
  fireEvent.click(found);
}

describe('the contact list', () => {
  it('asks for page 1 of 10, newest first, and shows the columns with a masked phone as sent', async () => {
    const asked = listServer(server);
    showList(supervisor());
    await within(table()).findByText('Contact 7');
    expect([...asked[0].entries()].sort()).toEqual([
      ['limit', '10'],
      ['page', '1'],
      ['sort', 'DESC'],
    ]);
    const headers = [...table().querySelectorAll('th')].map((th) => th.textContent);
    for (const title of ['ФИО', 'Телефон', 'Статус', 'Группы статусов', 'Оператор', 'Проект', 'Теги'])
      expect(headers).toContain(title);
    for (const title of ['Попытки бота', 'Задачи', 'Задача перезвонить', 'Дата звонка', 'Создан', 'Изменён'])
      expect(headers).toContain(title);
    const first = within(table()).getByText('Contact 7').closest('tr') as HTMLElement;
    expect(within(first).getByText('*****67')).toBeInTheDocument();
    expect(within(first).getByText('New').closest('.ant-tag')).toHaveClass('ant-tag-blue');
    expect(within(first).getByText('VIP').closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(within(first).getByText('Open ones')).toBeInTheDocument();
    expect(within(first).getByText('Spring')).toBeInTheDocument();
    expect(within(first).getByText('Да')).toBeInTheDocument();
    expect(within(first).getByText(/^04-03-2025 \d\d:06$/)).toBeInTheDocument();
    expect(within(table()).getByText('79160000008')).toBeInTheDocument();
    expect(screen.getByText('Всего: 2')).toBeInTheDocument();
  });

  it('sends a filter and the order the server’s way and keeps them in the address', async () => {
    const asked = listServer(server);
    showList(supervisor());
    await within(table()).findByText('Contact 7');
    const filters = screen.getByTestId('contact-list-filters');
    fireEvent.change(within(filters).getByLabelText('Телефон'), { target: { value: ' 7916 ' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Найти' }));
    await waitAsked(asked, 2);
    expect(lastOf(asked).get('phone')).toBe('7916');
    expect(lastOf(asked).get('page')).toBe('1');
    expect(address().get('phone')).toBe('7916');

    await pickIn(screen.getByTestId('contact-list-sort'), 'Вперемешку');
    await waitAsked(asked, 3);
    expect(lastOf(asked).get('sort')).toBe('MIX');
    expect(lastOf(asked).get('phone')).toBe('7916');
    expect(address().get('sort')).toBe('MIX');
  });

  it('reset empties every control and the address, applied or only chosen', async () => {
    const asked = listServer(server);
    showList(supervisor());
    await within(table()).findByText('Contact 7');
    const filters = screen.getByTestId('contact-list-filters');
    const statusSelect = () =>
      within(filters).getByText('Статус', { selector: 'label' }).closest('.ant-form-item')!;
    const chosen = () =>
      [...statusSelect().querySelectorAll('.ant-select-selection-item-content')].map((n) => n.textContent);
    await pickIn(statusSelect() as HTMLElement, 'Done');
    fireEvent.change(within(filters).getByLabelText('Телефон'), { target: { value: '7916' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Найти' }));
    await waitAsked(asked, 2);
    expect(lastOf(asked).getAll('status_id')).toEqual(['9']);
    expect(chosen()).toEqual(['Done']);
    // Chosen after the search and never applied: reset clears it as well.
    fireEvent.change(within(filters).getByLabelText('ФИО'), { target: { value: 'Ivan' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Сбросить' }));
    await waitAsked(asked, 3);
    expect([...lastOf(asked).keys()].sort()).toEqual(['limit', 'page', 'sort']);
    expect(address().toString()).toBe('');
    await waitFor(() => expect(chosen()).toEqual([]));
    expect(within(filters).getByLabelText('Телефон')).toHaveValue('');
    expect(within(filters).getByLabelText('ФИО')).toHaveValue('');
    // With nothing applied, reset still empties what was chosen (the address does not change then).
    await pickIn(statusSelect() as HTMLElement, 'Done');
    expect(chosen()).toEqual(['Done']);
    fireEvent.click(within(filters).getByRole('button', { name: 'Сбросить' }));
    await waitFor(() => expect(chosen()).toEqual([]));
  });

  it('reads the filters and the order from the address on a reload', async () => {
    const asked = listServer(server);
    showList(supervisor(), '?campaign_id=2&has_recall_task=true&created_from=2025-03-01&sort=TZ_ASC&page=3');
    await waitAsked(asked, 1);
    const q = asked[0];
    expect(q.getAll('campaign_id')).toEqual(['2']);
    expect(q.get('has_recall_task')).toBe('true');
    expect(q.get('sort')).toBe('TZ_ASC');
    expect(q.get('page')).toBe('3');
    // A local day goes as the instant of its local midnight.
    expect(new Date(q.get('created_from')!).getTime()).toBe(new Date(2025, 2, 1).getTime());
    const sort = screen.getByTestId('contact-list-sort');
    expect(within(sort).getByText('По часовому поясу, с запада на восток')).toBeInTheDocument();
  });

  it('steps to the next and previous pages by cursor, and jumps by page number', async () => {
    const asked = listServer(server, (q) => {
      const page = q.get('cursor') ? Number(q.get('cursor')!.slice(4)) : Number(q.get('page'));
      return reply({
        items: [row(page * 10)],
        totalCount: 45,
        page,
        next: page < 5 ? `tok-${page + 1}` : null,
        prev: page > 1 ? `tok-${page - 1}` : null,
      });
    });
    showList(supervisor());
    await within(table()).findByText('Contact 10');
    fireEvent.click(document.querySelector('.ant-pagination-next button')!);
    await within(table()).findByText('Contact 20');
    expect(lastOf(asked).get('cursor')).toBe('tok-2');
    expect(lastOf(asked).has('page')).toBe(false);
    expect(address().get('page')).toBe('2');

    fireEvent.click(document.querySelector('.ant-pagination-item-4')!);
    await within(table()).findByText('Contact 40');
    expect(lastOf(asked).get('page')).toBe('4');
    expect(lastOf(asked).has('cursor')).toBe(false);

    fireEvent.click(document.querySelector('.ant-pagination-prev button')!);
    await within(table()).findByText('Contact 30');
    expect(lastOf(asked).get('cursor')).toBe('tok-3');
    expect(document.querySelectorAll('.ant-pagination-item').length).toBeLessThanOrEqual(5);
  });

  it('says "about N" when the total is an estimate', async () => {
    listServer(server, () => reply({ totalCount: 25_000, totalCountExact: false, next: 'tok-2' }));
    showList(supervisor());
    expect(await screen.findByText(/^Всего: около 25\s000$/)).toBeInTheDocument();
  });

  it('opens the contact’s card from a row or its name', async () => {
    listServer(server);
    showList(supervisor());
    fireEvent.click(await within(table()).findByText('79160000008'));
    expect(screen.getByTestId('open-card')).toHaveTextContent('8');
    fireEvent.click(within(table()).getByText('Contact 7'));
    expect(screen.getByTestId('open-card')).toHaveTextContent('7');
  });

  it('remembers the page size per path', async () => {
    const asked = listServer(server);
    const first = showList(supervisor());
    await within(table()).findByText('Contact 7');
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('30 / стр.'));
    await waitAsked(asked, 2);
    expect(lastOf(asked).get('limit')).toBe('30');
    expect(localStorage.getItem(`pageSize:${PATH}`)).toBe('30');
    first.unmount();

    showList(supervisor());
    await waitAsked(asked, 3);
    expect(lastOf(asked).get('limit')).toBe('30');
  });
});

describe('bulk changes of the chosen contacts', () => {
  const choose = async () => {
    await within(table()).findByText('Contact 7');
    for (const name of ['Contact 7', 'Contact 8']) {
      const tr = within(table()).getByText(name).closest('tr') as HTMLElement;
      fireEvent.click(within(tr).getByRole('checkbox'));
    }
    expect(screen.getByTestId('open-card')).toHaveTextContent('');
  };

  it('changes the status of the chosen contacts, tells how many changed and reloads', async () => {
    const asked = listServer(server);
    let body: URLSearchParams | null = null;
    server.use(
      http.put(api('/contact/list/status'), async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ count: 2 });
      }),
    );
    showList(supervisor());
    await choose();
    const bulk = screen.getByTestId('contact-list-bulk');
    expect(within(bulk).getByText('Выбрано: 2')).toBeInTheDocument();
    fireEvent.click(within(bulk).getByRole('button', { name: 'Сменить статус' }));
    await pickIn(await screen.findByTestId('contact-list-choice'), 'Done');
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Изменено контактов: 2')).toBeInTheDocument();
    expect(body!.getAll('ids')).toEqual(['7', '8']);
    expect(body!.get('status_id')).toBe('9');
    await waitAsked(asked, 2);
  });

  it('hides the status change without contact.statusChange and the operator change from operators', async () => {
    listServer(server);
    showList(userWith('ROLE_OPERATOR', `${LIST_KEYS},contact.operatorChange`));
    await within(table()).findByText('Contact 7');
    expect(within(table()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('contact-list-bulk')).not.toBeInTheDocument();
  });

  it('offers the operator change to a supervisor holding contact.operatorChange only', async () => {
    listServer(server);
    let body: URLSearchParams | null = null;
    server.use(
      http.put(api('/contact/list/operator'), async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return HttpResponse.json({ count: 1 });
      }),
    );
    showList(supervisor(`${LIST_KEYS},contact.operatorChange`));
    await choose();
    const bulk = screen.getByTestId('contact-list-bulk');
    expect(within(bulk).queryByRole('button', { name: 'Сменить статус' })).not.toBeInTheDocument();
    fireEvent.click(within(bulk).getByRole('button', { name: 'Сменить оператора' }));
    await pickIn(await screen.findByTestId('contact-list-choice'), 'Без оператора');
    fireEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Изменено контактов: 1')).toBeInTheDocument();
    expect(body!.getAll('ids')).toEqual(['7', '8']);
    expect(body!.get('user_id')).toBe('');
  });
});
