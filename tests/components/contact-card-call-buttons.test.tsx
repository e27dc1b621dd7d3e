// The contact card's Call buttons (spec 000 sections 4.1 and 5, spec 001 section 6: global.call) through the
// shell's phone bridge, and what a save tells the rest of the app (notifyContactCardSaved, the call task).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ContactCard } from '@/plugins/contact-card/ContactCard';
import type { CrmUser } from '@/providers/user';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { onContactCardSaved, publishPhoneState } from '@/src/plugin-api';
import { toCurrentUser } from '@/src/session/current-user';
import {
  cardHandlers,
  contactFixture,
  inputOf,
  pick,
  type,
  userWithKeys,
  WithNotices,
} from './contact-card-support';
import { admin, renderInShell, useApiServer } from './support';
import { useFakePhone } from './fake-phone';

const { server } = useApiServer();

const fakePhone = useFakePhone();

async function renderCard(user: CrmUser = admin, taskId?: number) {
  const ctx = { user: toCurrentUser(user)!, config: DEFAULT_RUNTIME_CONFIG, contactId: 5 };
  renderInShell(
    <WithNotices>
      <ContactCard ctx={ctx} taskId={taskId} />
    </WithNotices>,
  );
  return screen.findByTestId('contact-form');
}

const callButton = (phone: string) => screen.getByRole('button', { name: `Позвонить на ${phone}` });

/** The form-encoded bodies of the PUTs to `path`. */
function capturePut(path: string) {
  const bodies: URLSearchParams[] = [];
  server.use(
    http.put(`/api${path}`, async ({ request }) => {
      bodies.push(new URLSearchParams(await request.text()));
      return HttpResponse.json({ crm_id: null });
    }),
  );
  return bodies;
}

describe('Call buttons of the card', () => {
  it('calls the main phone and a saved additional phone as manual calls of the contact and its project', async () => {
    const call = fakePhone();
    cardHandlers(server);
    await renderCard();
    fireEvent.click(callButton('79001234567'));
    expect(call).toHaveBeenLastCalledWith({
      phone: '79001234567',
      contactId: 5,
      campaignId: 2,
      callType: 'TYPE_SYSTEM',
    });
    const extra = within(await screen.findByTestId('phone-11'));
    fireEvent.click(extra.getByRole('button', { name: 'Позвонить на 79007654321' }));
    expect(call).toHaveBeenLastCalledWith({
      phone: '79007654321',
      contactId: 5,
      campaignId: 2,
      callType: 'TYPE_SYSTEM',
    });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('are disabled until the softphone can call, and enabled when it says so', async () => {
    const call = fakePhone(false);
    cardHandlers(server);
    await renderCard();
    expect(callButton('79001234567')).toBeDisabled();
    expect(callButton('79007654321')).toBeDisabled();
    fireEvent.click(callButton('79001234567'));
    expect(call).not.toHaveBeenCalled();
    act(() => publishPhoneState({ canCall: true, busy: false }));
    expect(callButton('79001234567')).toBeEnabled();
    expect(callButton('79007654321')).toBeEnabled();
  });

  it('are disabled without a softphone at all', async () => {
    cardHandlers(server);
    await renderCard();
    expect(callButton('79001234567')).toBeDisabled();
  });

  it('are disabled without global.call', async () => {
    fakePhone();
    cardHandlers(server, contactFixture(), '1');
    await renderCard(userWithKeys('ROLE_OPERATOR', 'contact.show,contact.update'));
    expect(callButton('79001234567')).toBeDisabled();
    // The project's active_additional_phone_timeout "1" shows the additional phones to an operator.
    await screen.findByTestId('phone-11');
    expect(callButton('79007654321')).toBeDisabled();
  });

  it('stay usable for a caller who may not edit the card', async () => {
    const call = fakePhone();
    cardHandlers(server);
    await renderCard(userWithKeys('ROLE_OPERATOR', 'contact.show,contact.statusChange,global.call'));
    expect(inputOf('ФИО')).toBeDisabled();
    fireEvent.click(callButton('79001234567'));
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('gives a new additional phone no Call button until it is saved', async () => {
    const call = fakePhone();
    cardHandlers(server);
    server.use(
      http.put('/api/contact/create_additional_phone/5', () =>
        HttpResponse.json(
          { id: 12, phone: '79005550000', tz: '', provider: '', region: '' },
          { status: 201 },
        ),
      ),
    );
    await renderCard();
    fireEvent.click(screen.getByRole('button', { name: /Добавить телефон/ }));
    const input = await screen.findByLabelText('Только цифры, от 5 до 11');
    fireEvent.change(input, { target: { value: '79005550000' } });
    expect(screen.queryByRole('button', { name: 'Позвонить на 79005550000' })).not.toBeInTheDocument();
    // Two numbered phones, two Call buttons: the draft has none.
    expect(screen.getAllByRole('button', { name: /^Позвонить на / })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить телефон' }));
    const saved = await screen.findByRole('button', { name: 'Позвонить на 79005550000' });
    fireEvent.click(saved);
    expect(call).toHaveBeenLastCalledWith(expect.objectContaining({ phone: '79005550000', contactId: 5 }));
  });

  it('never calls a masked phone: the button is disabled and its tooltip says the number is hidden', async () => {
    const call = fakePhone();
    cardHandlers(
      server,
      {
        ...contactFixture(),
        phone: '*****67',
        additional_phones: [{ id: 11, phone: '*****21', tz: '', provider: '', region: '' }],
      },
      '1',
    );
    await renderCard(userWithKeys('ROLE_OPERATOR', 'contact.show,contact.update,global.call'));
    expect(callButton('*****67')).toBeDisabled();
    await screen.findByTestId('phone-11');
    expect(callButton('*****21')).toBeDisabled();
    fireEvent.click(callButton('*****67'));
    expect(call).not.toHaveBeenCalled();
    fireEvent.mouseEnter(screen.getByTestId('call-*****67'));
    expect(
      await screen.findByText('Номер скрыт от вас, позвонить на него отсюда нельзя'),
    ).toBeInTheDocument();
  });
});

describe('saving the card', () => {
  it('tells the app the card was saved (notifyContactCardSaved)', async () => {
    const saved = vi.fn();
    const stop = onContactCardSaved(saved);
    try {
      cardHandlers(server);
      const bodies = capturePut('/contact/update/5');
      await renderCard();
      type('Amount', '1');
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(saved).toHaveBeenCalledWith(5));
      expect(bodies).toHaveLength(1);
      expect(bodies[0].has('taskId')).toBe(false);
    } finally {
      stop();
    }
  });

  it('does not announce a refused save', async () => {
    const saved = vi.fn();
    const stop = onContactCardSaved(saved);
    try {
      cardHandlers(server);
      server.use(
        http.put('/api/contact/update/5', () =>
          HttpResponse.json({ message: 'no', code: 'validation', errors: {} }, { status: 400 }),
        ),
      );
      await renderCard();
      type('Amount', '1');
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      expect(await screen.findByText('Карточка не сохранена')).toBeInTheDocument();
      expect(saved).not.toHaveBeenCalled();
    } finally {
      stop();
    }
  });

  it('clears the call task it was opened for: taskId goes with the first save only', async () => {
    const saved = vi.fn();
    const stop = onContactCardSaved(saved);
    try {
      cardHandlers(server);
      const bodies = capturePut('/contact/update/5');
      await renderCard(admin, 77);
      type('Amount', '1');
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      expect(bodies[0].get('taskId')).toBe('77');
      type('Amount', '2');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
      fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
      expect(bodies[1].has('taskId')).toBe(false);
    } finally {
      stop();
    }
  });

  it('sends the call task with a status-only save too', async () => {
    cardHandlers(server);
    const bodies = capturePut('/contact/update/min/5');
    await renderCard(userWithKeys('ROLE_OPERATOR', 'contact.show,contact.statusChange'), 77);
    await pick('Статус', 'New');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Сохранить' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(Object.fromEntries(bodies[0])).toEqual({ status: '8', taskId: '77' });
  });
});
