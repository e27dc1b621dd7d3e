// Additional phones of the contact card (spec 000 sections 4.1 and 5, spec 001 sections 7 and 9).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ContactCard } from '@/plugins/contact-card/ContactCard';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { toCurrentUser } from '@/src/session/current-user';
import { cardHandlers, contactFixture, inputOf, WithNotices } from './contact-card-support';
import { admin, renderInShell, useApiServer } from './support';

const { server } = useApiServer();

async function renderCard() {
  cardHandlers(server);
  const ctx = { user: toCurrentUser(admin)!, config: DEFAULT_RUNTIME_CONFIG, contactId: 5 };
  renderInShell(
    <WithNotices>
      <ContactCard ctx={ctx} />
    </WithNotices>,
  );
  return screen.findByTestId('additional-phones');
}

const PHONE_ERROR = 'Такой телефон уже есть или номер слишком длинный';

async function addDraft(value: string) {
  fireEvent.click(screen.getByRole('button', { name: /Добавить телефон/ }));
  const input = (await screen.findAllByLabelText('Только цифры, от 5 до 11')).at(-1)!;
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getAllByRole('button', { name: 'Сохранить телефон' }).at(-1)!);
}

describe('additional phones', () => {
  it('refuses 4 or 12 digits and a phone equal to another of the contact with phoneError, sending nothing', async () => {
    const sent: string[] = [];
    server.use(
      http.put('/api/contact/create_additional_phone/5', async ({ request }) => {
        sent.push(await request.text());
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    await renderCard();
    for (const value of ['1234', '123456789012', '79001234567', '7 900 765-43-21']) {
      await addDraft(value);
      expect(await screen.findByText(PHONE_ERROR)).toBeInTheDocument();
      fireEvent.click(screen.getAllByRole('button', { name: 'Отмена' }).at(-1)!);
      await waitFor(() => expect(screen.queryByText(PHONE_ERROR)).not.toBeInTheDocument());
    }
    expect(sent).toEqual([]);
  });

  it('saves a new phone with its own button: PUT /contact/create_additional_phone/{contactId}', async () => {
    const sent: URLSearchParams[] = [];
    server.use(
      http.put('/api/contact/create_additional_phone/5', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(
          { id: 12, phone: '79005550000', tz: '', provider: '', region: '' },
          { status: 201 },
        );
      }),
    );
    const phones = await renderCard();
    await addDraft('7 (900) 555-00-00');
    expect(await within(phones).findByTestId('phone-12')).toBeInTheDocument();
    expect(sent[0].get('phone')).toBe('79005550000');
    expect(screen.queryByLabelText('Только цифры, от 5 до 11')).not.toBeInTheDocument();
  });

  it("shows the server's phoneError on the new phone", async () => {
    server.use(
      http.put('/api/contact/create_additional_phone/5', () =>
        HttpResponse.json(
          { message: 'x', code: 'validation', errors: { phone: 'Server says no' } },
          { status: 400 },
        ),
      ),
    );
    await renderCard();
    await addDraft('79005550000');
    expect(await screen.findByText('Server says no')).toBeInTheDocument();
  });

  it('deletes a phone after confirm.delete: DELETE /additional_phone/delete/{id}', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('/api/additional_phone/delete/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const phones = await renderCard();
    fireEvent.click(within(phones).getByRole('button', { name: 'Удалить телефон' }));
    expect(await screen.findByText('Удалить запись?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(within(phones).queryByTestId('phone-11')).not.toBeInTheDocument());
    expect(deleted).toEqual(['11']);
  });

  it('the main-phone checkbox swaps at once: PUT /contact/swap_phone/{contactId}', async () => {
    const sent: URLSearchParams[] = [];
    const swapped = {
      ...contactFixture(),
      phone: '79007654321',
      additional_phones: [{ id: 11, phone: '79001234567', tz: '', provider: '', region: '' }],
    };
    server.use(
      http.put('/api/contact/swap_phone/5', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(swapped);
      }),
    );
    const phones = await renderCard();
    fireEvent.click(within(phones).getByRole('checkbox', { name: 'Сделать основным' }));
    await waitFor(() => expect(inputOf('Телефон')).toHaveValue('79007654321'));
    expect(sent[0].get('additional_phone_id')).toBe('11');
    await waitFor(() =>
      expect(within(within(phones).getByTestId('phone-11')).getByRole('textbox')).toHaveValue('79001234567'),
    );
  });
});
