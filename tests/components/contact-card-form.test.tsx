// The contact card's form (plugins/contact-card): dynamic labels, rules, the status rule, saving,
// additional phones and read-only access (spec 000 sections 2.4, 4.1, 5; spec 001 sections 6, 7).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CrmUser } from '@/providers/user';
import { ContactCard } from '@/plugins/contact-card/ContactCard';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { toCurrentUser } from '@/src/session/current-user';
import {
  cardHandlers,
  contactFixture,
  inputOf,
  itemOf,
  pick,
  type,
  userWithKeys,
  WithNotices,
} from './contact-card-support';
import { admin, renderInShell, useApiServer } from './support';

const { server } = useApiServer();

async function renderCard(user: CrmUser = admin, config = DEFAULT_RUNTIME_CONFIG) {
  const ctx = { user: toCurrentUser(user)!, config, contactId: 5 };
  renderInShell(
    <WithNotices>
      <ContactCard ctx={ctx} />
    </WithNotices>,
  );
  return screen.findByTestId('contact-form');
}

const saveButton = () => screen.getByRole('button', { name: 'Сохранить' });

/** The form-encoded body of the next PUT to `path`, answered with `reply`. */
function capturePut(path: string, reply: () => Response = () => HttpResponse.json({ crm_id: null })) {
  const bodies: URLSearchParams[] = [];
  server.use(
    http.put(`/api${path}`, async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return reply();
    }),
  );
  return bodies;
}

describe('contact card form', () => {
  it('renders the shown labels of the template by type, with their values', async () => {
    cardHandlers(server);
    await renderCard();
    expect(inputOf('ФИО')).toHaveValue('Ivan Petrov');
    expect(inputOf('Note')).toHaveValue('hello');
    for (const name of ['Amount', 'Site', 'Colour', 'Hobbies', 'Visit', 'Call at'])
      expect(itemOf(name)).toBeTruthy();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
    // A list value is an option id; the select shows its name.
    expect(within(itemOf('Colour')).getByText('Blue')).toBeInTheDocument();
    expect(within(itemOf('Hobbies')).getByRole('combobox')).toBeInTheDocument();
    expect(within(itemOf('Visit')).getByPlaceholderText(/дату|date/i)).toBeInTheDocument();
    expect(screen.getByTestId('contact-local-time')).toHaveTextContent(/Местное время: \d\d:\d\d/);
  });

  it('applies the rules: required, numeric, url and e-mail', async () => {
    cardHandlers(server);
    await renderCard();
    type('Amount', 'abc');
    type('Site', 'not a url');
    type('E-mail', 'nobody');
    expect(
      await within(itemOf('Amount')).findByText('Поле Amount должно содержать только цифры'),
    ).toBeInTheDocument();
    expect(
      await within(itemOf('Site')).findByText('Поле Site не является допустимым URL'),
    ).toBeInTheDocument();
    expect(
      await within(itemOf('E-mail')).findByText('Поле E-mail должно быть действительным электронным адресом'),
    ).toBeInTheDocument();
    type('Amount', '');
    expect(
      await within(itemOf('Amount')).findByText('Поле Amount обязательно для заполнения'),
    ).toBeInTheDocument();
  });

  it('saving an invalid form shows requiredInputs and sends nothing', async () => {
    cardHandlers(server);
    const bodies = capturePut('/contact/update/5');
    await renderCard();
    expect(saveButton()).toBeDisabled();
    type('ФИО', 'Ivan P.');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Заполните все обязательные поля')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  /** The notices shown (antd's notification), by their titles. */
  const notices = () =>
    [...document.querySelectorAll('.ant-notification-notice-message')].map((n) => n.textContent);

  it('a phone of letters fails on the client: nothing is sent, one notice asks to check the fields', async () => {
    cardHandlers(server);
    const bodies = capturePut('/contact/update/5');
    await renderCard();
    type('Amount', '42');
    type('Телефон', 'abc123');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Проверьте выделенные поля')).toBeInTheDocument();
    expect(
      await within(itemOf('Телефон')).findByText('Поле Телефон имеет ошибочный формат'),
    ).toBeInTheDocument();
    // Give a request that should not exist the time to be sent and answered.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(0);
    expect(notices()).toEqual(['Проверьте выделенные поля']);
    // Separators around enough digits are a phone (the server keeps the digits).
    type('Телефон', '+7 (900) 555-44-33');
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].get('phone')).toBe('+7 (900) 555-44-33');
  });

  it('an invalid e-mail (not required) asks to check the fields; an empty required field says so', async () => {
    cardHandlers(server);
    const bodies = capturePut('/contact/update/5');
    await renderCard();
    type('Amount', '42');
    type('E-mail', 'nobody');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Проверьте выделенные поля')).toBeInTheDocument();
    expect(notices()).toEqual(['Проверьте выделенные поля']);
    // With a required field empty as well, the notice names that: one notice, the accurate one.
    type('Amount', '');
    fireEvent.click(saveButton());
    await waitFor(() => expect(notices()).toContain('Заполните все обязательные поля'));
    expect(notices().filter((n) => n !== 'Проверьте выделенные поля')).toEqual([
      'Заполните все обязательные поля',
    ]);
    expect(bodies).toHaveLength(0);
  });

  it('lists the project statuses and adds the current one, absent from the list, as disabled', async () => {
    cardHandlers(server);
    await renderCard();
    fireEvent.mouseDown(within(itemOf('Статус')).getByRole('combobox'));
    const option = (title: string) =>
      screen
        .getAllByText(title)
        .find((el) => el.closest('.ant-select-item-option'))!
        .closest('.ant-select-item-option')!;
    await waitFor(() => expect(option('New')).toBeTruthy());
    expect(option('Old status')).toHaveClass('ant-select-item-option-disabled');
    expect(option('Done')).not.toHaveClass('ant-select-item-option-disabled');
  });

  it('a valid save sends the card form-encoded: status as id, dynamic_data as a JSON string', async () => {
    cardHandlers(server);
    const bodies = capturePut('/contact/update/5');
    await renderCard();
    expect(saveButton()).toBeDisabled();
    await pick('Статус', 'Done');
    // Changing the status enables saving (spec 000 section 4.1).
    await waitFor(() => expect(saveButton()).toBeEnabled());
    type('Amount', '42');
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = Object.fromEntries(bodies[0]);
    expect(body).toMatchObject({
      full_name: 'Ivan Petrov',
      phone: '79001234567',
      email: 'ivan@example.com',
      birth_date: '01-02-1990',
      status: '9',
      user: '3',
      campaign: '2',
    });
    // Hidden labels keep their values; the list keeps its option id.
    expect(JSON.parse(body.dynamic_data)).toEqual({ 101: 'hello', 102: '42', 104: 2, 108: 'kept' });
    expect(body).not.toHaveProperty('template_card');
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
  });

  it('warns of a phone at 11 digits and an e-mail another contact holds, and still saves', async () => {
    cardHandlers(server);
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/contact/check_phone', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return HttpResponse.json({ valid: query.get('phone') !== '7 900 555-44-33', checked: true });
      }),
      http.get('/api/contact/check_email', () => HttpResponse.json({ valid: false, checked: true })),
    );
    const bodies = capturePut('/contact/update/5');
    await renderCard();
    type('Телефон', '7 900 555-44-33');
    fireEvent.blur(inputOf('Телефон'));
    expect(
      await within(itemOf('Телефон')).findByText('Такой телефон уже есть или номер слишком длинный'),
    ).toBeInTheDocument();
    expect(Object.fromEntries(asked[0])).toEqual({ phone: '7 900 555-44-33', contact_id: '5' });
    // Ten digits are not checked (spec 000 section 5: exactly 11).
    type('Телефон', '7900555443');
    fireEvent.blur(inputOf('Телефон'));
    await waitFor(() =>
      expect(within(itemOf('Телефон')).queryByText(/Такой телефон/)).not.toBeInTheDocument(),
    );
    expect(asked).toHaveLength(1);
    type('E-mail', 'taken@example.com');
    fireEvent.blur(inputOf('E-mail'));
    expect(
      await within(itemOf('E-mail')).findByText('Такой e-mail уже есть у другого контакта'),
    ).toBeInTheDocument();
    // A warning does not block the save (the fixture's required Amount is filled first).
    type('Amount', '42');
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].get('email')).toBe('taken@example.com');
  });

  it("shows the server's field errors under their fields", async () => {
    cardHandlers(server);
    capturePut('/contact/update/5', () =>
      HttpResponse.json(
        {
          message: 'Invalid',
          code: 'validation',
          errors: { 'dynamic_data.101': 'Note is wrong', phone: 'Bad phone' },
        },
        { status: 400 },
      ),
    );
    await renderCard();
    type('Amount', '1');
    fireEvent.click(saveButton());
    expect(await within(itemOf('Note')).findByText('Note is wrong')).toBeInTheDocument();
    expect(within(itemOf('Телефон')).getByText('Bad phone')).toBeInTheDocument();
    expect(await screen.findByText('Карточка не сохранена')).toBeInTheDocument();
  });

  it("shows the contact's tags by name in their colours, and saves the chosen ones", async () => {
    cardHandlers(server);
    const bodies = capturePut('/contact/update/5');
    await renderCard();
    const tags = () => within(itemOf('Теги'));
    expect((await tags().findByText('VIP')).closest('.ant-tag')).toHaveClass('ant-tag-red');
    expect(tags().queryByText('5')).not.toBeInTheDocument();
    await pick('Теги', 'Wholesale');
    fireEvent.click(tags().getByText('VIP').closest('.ant-tag')!.querySelector('.ant-tag-close-icon')!);
    type('Amount', '1');
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].getAll('tags')).toEqual(['7']);
    // No tags left: sent as an empty value, which the server reads as none.
    fireEvent.click(tags().getByText('Wholesale').closest('.ant-tag')!.querySelector('.ant-tag-close-icon')!);
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1].getAll('tags')).toEqual(['']);
    // Without LAST_TAG the last call's tags are neither asked for nor shown.
    expect(screen.queryByTestId('last-tags')).not.toBeInTheDocument();
  });

  it("with LAST_TAG on, shows the tags of the phone's last calls, asked through the contact", async () => {
    cardHandlers(server);
    const asked: string[] = [];
    server.use(
      http.get('/api/tag/last/:phone', ({ request }) => {
        asked.push(decodeURIComponent(new URL(request.url).pathname + new URL(request.url).search));
        return HttpResponse.json({ items: [{ id: 6, title: 'Robot: agreed', color: 'violet' }] });
      }),
    );
    await renderCard(admin, { ...DEFAULT_RUNTIME_CONFIG, features: { LAST_TAG: 'true' } });
    const last = await screen.findByTestId('last-tags');
    expect(within(last).getByText('Теги последнего звонка')).toBeInTheDocument();
    expect((await within(last).findByText('Robot: agreed')).closest('.ant-tag')).toHaveClass(
      'ant-tag-purple',
    );
    expect(asked).toEqual(['/api/tag/last/79001234567?contact_id=5']);
  });

  it('offers the operator select to a non-operator holding contact.operatorChange, and sends the choice', async () => {
    cardHandlers(server);
    const bodies = capturePut('/contact/update/5');
    await renderCard();
    await pick('Оператор', 'Oleg Operator');
    type('Amount', '1');
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].get('user')).toBe('4');
  });

  it('gives a guest (no contact.update) a read-only form without phones or saving', async () => {
    cardHandlers(server);
    await renderCard(userWithKeys('ROLE_GUEST', 'contact.show'));
    expect(inputOf('ФИО')).toBeDisabled();
    expect(inputOf('Note')).toBeDisabled();
    expect(within(itemOf('Статус')).getByRole('combobox')).toBeDisabled();
    // The tags show by name, and are not the guest's to change.
    expect(await within(itemOf('Теги')).findByText('VIP')).toBeInTheDocument();
    expect(within(itemOf('Теги')).getByRole('combobox')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('additional-phones')).not.toBeInTheDocument();
    expect(screen.queryByText('Оператор', { selector: 'label' })).not.toBeInTheDocument();
  });

  it('lets contact.statusChange alone change and save only the status', async () => {
    cardHandlers(server);
    const bodies = capturePut('/contact/update/min/5');
    await renderCard(userWithKeys('ROLE_OPERATOR', 'contact.show,contact.statusChange'));
    expect(inputOf('ФИО')).toBeDisabled();
    await pick('Статус', 'New');
    await waitFor(() => expect(saveButton()).toBeEnabled());
    // The empty required label does not block a status-only save.
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.fromEntries(bodies[0])).toEqual({ status: '8' });
  });

  it('disables a masked phone; an operator sees no operator select', async () => {
    cardHandlers(server, { ...contactFixture(), phone: '*****67' }, '1');
    await renderCard(userWithKeys('ROLE_OPERATOR', 'contact.show,contact.update,contact.operatorChange'));
    expect(inputOf('Телефон')).toBeDisabled();
    expect(inputOf('ФИО')).toBeEnabled();
    expect(screen.queryByText('Оператор', { selector: 'label' })).not.toBeInTheDocument();
    // The project's active_additional_phone_timeout "1" shows the additional phones to an operator.
    expect(await screen.findByTestId('additional-phones')).toBeInTheDocument();
    // The masked number is not held to the phone rule: the card still saves.
    const bodies = capturePut('/contact/update/5');
    type('Amount', '1');
    fireEvent.click(saveButton());
    await waitFor(() => expect(bodies).toHaveLength(1));
  });
});
