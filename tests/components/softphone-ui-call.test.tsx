import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CallBar from '@/plugins/softphone/ui/CallBar';
import DtmfDialog from '@/plugins/softphone/ui/DtmfDialog';
import TransferDialog from '@/plugins/softphone/ui/TransferDialog';
import { closeContactCard } from '@/src/plugin-api';
import { activeCall, fakePhone, renderWithPhone, slotCtx } from './softphone-ui-support';
import { api, operator, signIn, useApiServer } from './support';

vi.mock('@/plugins/softphone/phone/instance', () => ({
  phoneInstance: () => {
    throw new Error('the tests hand components a fake phone');
  },
}));

const PROJECTS = { items: [{ project_id: 2, queue_name: 'campaign_2', title: 'Spring' }] };
const PHONES = {
  items: [
    { id: 1, name_phone: 'Lawyer', phone: '74950001122', trunk: 't', is_sip_trunk: false, moh_class: '' },
    {
      id: 2,
      name_phone: 'Notary',
      phone: '74950003344',
      trunk: 't',
      is_sip_trunk: false,
      moh_class: 'notary',
    },
  ],
};

// The real transport against msw (mocking it races when the two lists are fetched at once).
const { server } = useApiServer();
const asked: string[] = [];

beforeEach(async () => {
  signIn(operator);
  closeContactCard();
  asked.length = 0;
  server.use(
    http.get(api('/user/projects'), () => HttpResponse.json(PROJECTS)),
    http.get(api('/robot/campaign/getTransferPhones/:id'), ({ params }) => {
      asked.push(String(params.id));
      return params.id === '2' ? HttpResponse.json(PHONES) : HttpResponse.json({}, { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

const cardCtx = (contactId = 5) => ({ ...slotCtx(), contactId });

describe('DTMF dialog (spec 000 2.6, 5; 001 section 9)', () => {
  it('sends one symbol per press and locks the keys for 1 s after a sent tone', () => {
    vi.useFakeTimers();
    const phone = fakePhone({ call: activeCall() });
    renderWithPhone(phone, <DtmfDialog open onClose={() => undefined} />);
    const keys = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'];
    for (const key of keys) expect(screen.getByTestId(`dtmf-key-${key}`)).toBeEnabled();

    fireEvent.click(screen.getByTestId('dtmf-key-*'));
    expect(phone.actions.sendDtmf).toHaveBeenCalledWith('*');
    for (const key of keys) expect(screen.getByTestId(`dtmf-key-${key}`)).toBeDisabled();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('dtmf-key-#')).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('dtmf-key-#')).toBeEnabled();

    // A tone the engine refused (its own lock, or not in answer) does not lock the keys.
    phone.actions.sendDtmf.mockReturnValueOnce(false);
    fireEvent.click(screen.getByTestId('dtmf-key-#'));
    expect(phone.actions.sendDtmf).toHaveBeenLastCalledWith('#');
    expect(screen.getByTestId('dtmf-key-0')).toBeEnabled();
  });
});

describe('transfer dialog (spec 000 2.6, 4.4, 5)', () => {
  const renderDialog = (phone = fakePhone({ call: activeCall() })) => {
    renderWithPhone(phone, <TransferDialog open campaignId={2} onClose={() => undefined} />);
    return phone;
  };
  const choose = async (testId: string, title: string) => {
    fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle(title));
  };

  it('needs a chosen or a typed phone', async () => {
    const phone = renderDialog();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-error')).toHaveTextContent(
      'Выберите номер или введите его вручную',
    );
    expect(phone.actions.transfer).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('transfer-manual-phone'), { target: { value: '79005554433' } });
    await waitFor(() => expect(screen.queryByTestId('transfer-error')).not.toBeInTheDocument());
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(phone.actions.transfer).toHaveBeenCalledWith({ phone: '79005554433' });
  });

  it('offers the stored phones of the call project, and the queues behind the switch', async () => {
    const phone = renderDialog();
    await choose('transfer-phone', 'Lawyer (74950001122)');
    expect(asked).toEqual(['2']);
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(phone.actions.transfer).toHaveBeenLastCalledWith({ phone: '74950001122' });

    fireEvent.click(screen.getByTestId('transfer-queue-switch'));
    expect(screen.queryByTestId('transfer-phone')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-error')).toHaveTextContent(
      'Выберите очередь или введите номер',
    );
    await choose('transfer-queue', 'Spring');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(phone.actions.transfer).toHaveBeenLastCalledWith({ queue: 'campaign_2' });
    expect(phone.actions.transfer).toHaveBeenCalledTimes(2);
  });

  it("passes a stored phone's music class with it, and none with a typed number", async () => {
    const phone = renderDialog();
    await choose('transfer-phone', 'Notary (74950003344)');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(phone.actions.transfer).toHaveBeenLastCalledWith({ phone: '74950003344', mohClass: 'notary' });

    fireEvent.change(screen.getByTestId('transfer-manual-phone'), { target: { value: '79005554433' } });
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(phone.actions.transfer).toHaveBeenLastCalledWith({ phone: '79005554433' });
  });

  it('shows the transfer progress with a cancel button while it runs', async () => {
    const phone = renderDialog();
    phone.set({ transfer: { state: 'progress', target: '79005554433' } });
    const progress = screen.getByTestId('transfer-state');
    expect(progress).toHaveAttribute('data-state', 'progress');
    expect(progress).toHaveTextContent('Перевод на 79005554433');
    expect(screen.getByTestId('transfer-submit')).toBeDisabled();
    fireEvent.click(within(progress).getByRole('button', { name: 'Отменить перевод' }));
    expect(phone.actions.cancelTransfer).toHaveBeenCalled();

    phone.set({ transfer: { state: 'failed', target: '79005554433' } });
    expect(screen.getByTestId('transfer-state')).toHaveAttribute('data-state', 'failed');
    expect(screen.getByTestId('transfer-state')).toHaveTextContent('Перевод не удался');
    expect(screen.queryByRole('button', { name: 'Отменить перевод' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('transfer-submit')).toBeEnabled());
  });
});

describe('card call bar (spec 000 2.4, 4.4)', () => {
  const bar = () => screen.getByTestId('call-bar');
  const buttons = ['call-bar-mute', 'call-bar-hold', 'call-bar-transfer', 'call-bar-dtmf'];

  it('shows only on the card of the call, with the call type and phone', () => {
    const phone = fakePhone({ call: activeCall({ contactId: 6 }) });
    const { unmount } = renderWithPhone(phone, <CallBar ctx={cardCtx(5)} />);
    expect(screen.queryByTestId('call-bar')).not.toBeInTheDocument();
    unmount();
    renderWithPhone(phone, <CallBar ctx={cardCtx(6)} />);
    expect(bar()).toHaveTextContent('Ручной звонок: +7 900 123-45-67');
  });

  it('enables mute, hold, transfer and tones only in state answer', () => {
    const phone = fakePhone({ call: activeCall({ state: 'progress', answeredAt: null }) });
    renderWithPhone(phone, <CallBar ctx={cardCtx()} />);
    for (const id of buttons) expect(screen.getByTestId(id)).toBeDisabled();
    expect(screen.getByTestId('call-bar-hangup')).toBeEnabled();

    phone.set({ call: activeCall({ state: 'answer' }) });
    for (const id of buttons) expect(screen.getByTestId(id)).toBeEnabled();
    fireEvent.click(screen.getByTestId('call-bar-mute'));
    fireEvent.click(screen.getByTestId('call-bar-hold'));
    fireEvent.click(screen.getByTestId('call-bar-hangup'));
    expect(phone.actions.toggleMute).toHaveBeenCalledTimes(1);
    expect(phone.actions.toggleHold).toHaveBeenCalledTimes(1);
    expect(phone.actions.hangup).toHaveBeenCalledTimes(1);

    phone.set({ call: activeCall({ muted: true, held: true }) });
    expect(screen.getByTestId('call-bar-mute')).toHaveAccessibleName('Включить микрофон');
    expect(screen.getByTestId('call-bar-hold')).toHaveAccessibleName('Снять с удержания');
  });

  it('opens the DTMF and transfer dialogs, and cancels a running transfer', async () => {
    const phone = fakePhone({ call: activeCall() });
    renderWithPhone(phone, <CallBar ctx={cardCtx()} />);
    fireEvent.click(screen.getByTestId('call-bar-dtmf'));
    expect(await screen.findByTestId('dtmf-key-5')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('call-bar-transfer'));
    expect(await screen.findByTestId('transfer-manual-phone')).toBeInTheDocument();

    expect(screen.queryByTestId('call-bar-cancel-transfer')).not.toBeInTheDocument();
    phone.set({ transfer: { state: 'accepted', target: '79005554433' } });
    expect(screen.getByTestId('call-bar-transfer')).toBeDisabled();
    fireEvent.click(screen.getByTestId('call-bar-cancel-transfer'));
    expect(phone.actions.cancelTransfer).toHaveBeenCalled();
  });

  it('shows the countdown after the call on the card the call was for, coloured by what is left', () => {
    const phone = fakePhone({ call: activeCall() });
    renderWithPhone(phone, <CallBar ctx={cardCtx()} />);
    expect(screen.queryByTestId('card-countdown')).not.toBeInTheDocument();

    phone.set({ call: null, countdown: { contactId: 5, total: 30, remaining: 30 } });
    const countdown = () => screen.getByTestId('card-countdown');
    expect(bar()).toHaveAttribute('data-state', 'countdown');
    expect(screen.queryByTestId('call-bar-hangup')).not.toBeInTheDocument();
    expect(countdown()).toHaveAttribute('data-remaining', '30');
    expect(countdown()).toHaveAttribute('data-colour', 'green');
    phone.set({ countdown: { contactId: 5, total: 30, remaining: 14 } });
    expect(countdown()).toHaveAttribute('data-colour', 'orange');
    phone.set({ countdown: { contactId: 5, total: 30, remaining: 0 } });
    expect(countdown()).toHaveAttribute('data-colour', 'red');
    phone.set({ countdown: null });
    expect(screen.queryByTestId('call-bar')).not.toBeInTheDocument();
  });

  it('shows the countdown only on the card it is for', () => {
    const phone = fakePhone({ countdown: { contactId: 7, total: 20, remaining: 12 } });
    const { unmount } = renderWithPhone(phone, <CallBar ctx={cardCtx(5)} />);
    expect(screen.queryByTestId('card-countdown')).not.toBeInTheDocument();
    unmount();
    renderWithPhone(phone, <CallBar ctx={cardCtx(7)} />);
    expect(screen.getByTestId('card-countdown')).toHaveAttribute('data-remaining', '12');
  });
});
