// Single contacts on the contact list (plugins/contact-list; issue 13): "New contact" with contact.create, a
// form with the card's rules that sends nothing while it fails them and shows the server's field errors, and
// a row's delete with contact.delete after the confirmation, which never opens the row's card.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIST_KEYS, listServer, showList, supervisor } from './contact-list-support';
import { api, useApiServer } from './support';

const { server } = useApiServer();

function serveWrites(reply: () => Response = () => HttpResponse.json({ id: 40 }, { status: 201 })) {
  const sent: { method: string; path: string; body: URLSearchParams }[] = [];
  server.use(
    http.post(api('/contact/create'), async ({ request }) => {
      sent.push({ method: 'POST', path: '/contact/create', body: new URLSearchParams(await request.text()) });
      return reply();
    }),
    http.delete(api('/contact/delete/:id'), ({ params }) => {
      sent.push({ method: 'DELETE', path: `/contact/delete/${params.id}`, body: new URLSearchParams() });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

const dialog = () => within(screen.getByTestId('contact-create-dialog'));
const field = (label: string) => dialog().getByLabelText(label);
const errorsShown = () =>
  [...document.querySelectorAll('.ant-modal .ant-form-item-explain-error')].map((e) => e.textContent);

async function openForm() {
  fireEvent.click(await screen.findByTestId('contact-create'));
  await screen.findByTestId('contact-create-dialog');
}

async function chooseProject(title: string) {
  fireEvent.mouseDown(within(screen.getByTestId('contact-create-project')).getByRole('combobox'));
  fireEvent.click(await screen.findByTitle(title));
}

describe('a single contact', () => {
  it('sends nothing while the form fails the card’s rules, and says which rule under each field', async () => {
    listServer(server);
    const sent = serveWrites();
    showList(supervisor(`${LIST_KEYS},contact.create`));
    await openForm();
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(errorsShown()).toEqual([
        'Поле Проект обязательно для заполнения',
        'Поле Телефон обязательно для заполнения',
      ]),
    );
    await chooseProject('Spring');
    fireEvent.change(field('Телефон'), { target: { value: '12-3' } });
    fireEvent.change(field('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() =>
      expect(errorsShown()).toEqual([
        'В телефоне должно быть от 5 до 15 цифр',
        'Поле E-mail должно быть действительным электронным адресом',
      ]),
    );
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
  });

  it('creates the contact with POST /contact/create, the phone as digits, then asks for the list again', async () => {
    const asked = listServer(server);
    const sent = serveWrites();
    showList(supervisor(`${LIST_KEYS},contact.create`));
    await screen.findByText('Contact 7');
    await openForm();
    await chooseProject('Spring');
    fireEvent.change(field('Телефон'), { target: { value: '+7 (916) 123-45-67' } });
    fireEvent.change(field('E-mail'), { target: { value: 'ivan@example.com' } });
    fireEvent.change(field('ФИО'), { target: { value: 'Ivan Petrov' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(Object.fromEntries(sent[0].body)).toEqual({
      campaign_id: '2',
      phone: '79161234567',
      email: 'ivan@example.com',
      full_name: 'Ivan Petrov',
    });
    expect(await screen.findByText('Контакт создан')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(2));
  });

  it('shows the server’s field errors under the fields, and nothing without contact.create', async () => {
    listServer(server);
    serveWrites(() =>
      HttpResponse.json(
        { message: 'Проверьте данные', code: 'validation', errors: { phone: 'Такой телефон уже есть' } },
        { status: 400 },
      ),
    );
    const { unmount } = showList(supervisor());
    await screen.findByText('Contact 7');
    expect(screen.queryByTestId('contact-create')).toBeNull();
    expect(screen.queryByTestId('contact-delete-7')).toBeNull();
    unmount();
    showList(supervisor(`${LIST_KEYS},contact.create`));
    await openForm();
    await chooseProject('Spring');
    fireEvent.change(field('Телефон'), { target: { value: '79161234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(errorsShown()).toEqual(['Такой телефон уже есть']));
    expect(screen.getByTestId('contact-create-dialog')).toBeInTheDocument();
  });

  it('is deleted from its row after the confirmation, without opening its card', async () => {
    const asked = listServer(server);
    const sent = serveWrites();
    showList(supervisor(`${LIST_KEYS},contact.delete`));
    fireEvent.click(await screen.findByTestId('contact-delete-7'));
    fireEvent.click(await screen.findByRole('button', { name: 'Отмена' }));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByTestId('contact-delete-7'));
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['DELETE /contact/delete/7']),
    );
    expect(await screen.findByText('Контакт удалён')).toBeInTheDocument();
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(screen.getByTestId('open-card')).toHaveTextContent('');
  });
});
