import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DialerDropdown from '@/plugins/softphone/ui/DialerDropdown';
import IncomingCallDialog from '@/plugins/softphone/ui/IncomingCallDialog';
import PhonePanel from '@/plugins/softphone/ui/PhonePanel';
import PresenceSelect from '@/plugins/softphone/ui/PresenceSelect';
import {
  countdownColour,
  formatDuration,
  presenceColour,
  registrationColour,
} from '@/plugins/softphone/ui/colours';
import { changeLocale } from '@/src/i18n';
import { activeCall, fakePhone, renderWithPhone, slotCtx, userAs } from './softphone-ui-support';

// The real phone (JsSIP) never starts here: every component gets a fake one through PhoneContext.
vi.mock('@/plugins/softphone/phone/instance', () => ({
  phoneInstance: () => {
    throw new Error('the tests hand components a fake phone');
  },
}));

beforeEach(async () => {
  await changeLocale('ru');
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('softphone colours and formats (spec 000 4.4, 001 section 9)', () => {
  it('colours the registration: unregistered red, connecting or pause orange, registered green', () => {
    expect(registrationColour('unregistered', 'active')).toBe('red');
    expect(registrationColour('connecting', 'active')).toBe('orange');
    expect(registrationColour('registered', 'pause')).toBe('orange');
    expect(registrationColour('registered', 'dnd')).toBe('orange');
    expect(registrationColour('registered', 'active')).toBe('green');
  });

  it('colours presences, grey when disabled', () => {
    expect(presenceColour('no_active')).toBe('red');
    expect(presenceColour('active')).toBe('green');
    expect(presenceColour('pause')).toBe('orange');
    expect(presenceColour('dnd')).toBe('blue');
    expect(presenceColour('active', true)).toBe('grey');
  });

  it('colours the countdown: red at 0, orange while total / remaining > 2, else green', () => {
    expect(countdownColour(30, 0)).toBe('red');
    expect(countdownColour(30, 14)).toBe('orange');
    expect(countdownColour(30, 15)).toBe('green');
    expect(countdownColour(30, 30)).toBe('green');
    expect(countdownColour(30, 1)).toBe('orange');
  });

  it('formats the call timer as mm:ss, then hh:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65_400)).toBe('01:05');
    expect(formatDuration(3_599_000)).toBe('59:59');
    expect(formatDuration(3_661_000)).toBe('01:01:01');
  });
});

describe('phone panel (spec 000 2.6, 4.4)', () => {
  const registration = () => screen.getByTestId('softphone-registration');
  beforeEach(() => localStorage.setItem('softphone.panel.collapsed', '0'));

  it('starts minimised and opens by itself while a call rings or is on', async () => {
    localStorage.removeItem('softphone.panel.collapsed');
    const phone = fakePhone({ registration: 'registered', presence: 'active' });
    renderWithPhone(phone, <PhonePanel />);
    expect(screen.queryByTestId('softphone-number')).not.toBeInTheDocument();
    expect(registration()).toHaveAttribute('data-colour', 'green');
    phone.set({ call: activeCall() });
    // The open panel loads on first opening (ui/OpenPanel.tsx).
    expect(await screen.findByTestId('softphone-number')).toBeInTheDocument();
    phone.set({ call: null });
    expect(screen.queryByTestId('softphone-number')).not.toBeInTheDocument();
  });

  it('shows the registration state and colour, and why the phone is blocked', async () => {
    const phone = fakePhone({ registration: 'unregistered', blocked: 'noExtension' });
    renderWithPhone(phone, <PhonePanel />);
    await screen.findByTestId('softphone-panel');
    expect(registration()).toHaveAttribute('data-state', 'unregistered');
    expect(registration()).toHaveAttribute('data-colour', 'red');
    expect(screen.getByText('У вас нет внутреннего номера')).toBeInTheDocument();

    phone.set({ registration: 'connecting', blocked: null });
    expect(registration()).toHaveAttribute('data-colour', 'orange');
    expect(screen.queryByTestId('softphone-blocked')).not.toBeInTheDocument();
    phone.set({ registration: 'registered', presence: 'active' });
    expect(registration()).toHaveAttribute('data-colour', 'green');
    expect(registration()).toHaveAccessibleName('Телефон в сети');
    phone.set({ presence: 'pause' });
    expect(registration()).toHaveAttribute('data-colour', 'orange');
  });

  it('dials what the pad and the field type, and calls only when registered', async () => {
    const phone = fakePhone({ registration: 'unregistered' });
    renderWithPhone(phone, <PhonePanel />);
    expect(await screen.findByTestId('softphone-call')).toBeDisabled();

    phone.set({ registration: 'registered', presence: 'active' });
    fireEvent.change(screen.getByTestId('softphone-number'), { target: { value: '8 (900) 12' } });
    fireEvent.click(screen.getByTestId('softphone-key-3'));
    fireEvent.click(screen.getByTestId('softphone-key-4'));
    fireEvent.click(screen.getByTestId('softphone-backspace'));
    expect(screen.getByTestId('softphone-number')).toHaveValue('8 (900) 123');
    fireEvent.click(screen.getByTestId('softphone-call'));
    expect(phone.actions.call).toHaveBeenCalledWith({ phone: '8 (900) 123' });
    expect(screen.getByTestId('softphone-answer')).toBeDisabled();
    expect(screen.getByTestId('softphone-hangup')).toBeDisabled();
  });

  it('times the answered call and sends tones from the pad while in answer', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(1_000_000);
    const phone = fakePhone({
      registration: 'registered',
      call: activeCall({ answeredAt: 1_000_000 - 65_000 }),
    });
    renderWithPhone(phone, <PhonePanel />);
    expect(await screen.findByTestId('softphone-timer')).toHaveTextContent('01:05');
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(screen.getByTestId('softphone-timer')).toHaveTextContent('01:01:05');

    expect(screen.getByTestId('softphone-call')).toBeDisabled();
    fireEvent.click(screen.getByTestId('softphone-key-7'));
    expect(phone.actions.sendDtmf).toHaveBeenCalledWith('7');
    expect(screen.getByTestId('softphone-number')).toHaveValue('');
    fireEvent.click(screen.getByTestId('softphone-hangup'));
    expect(phone.actions.hangup).toHaveBeenCalled();
  });

  it('collapses to a button and remembers it', async () => {
    const phone = fakePhone({ registration: 'registered', presence: 'active' });
    const { unmount } = renderWithPhone(phone, <PhonePanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Свернуть телефон' }));
    expect(screen.queryByTestId('softphone-number')).not.toBeInTheDocument();
    expect(registration()).toHaveAttribute('data-colour', 'green');
    unmount();
    renderWithPhone(phone, <PhonePanel />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть телефон' }));
    expect(await screen.findByTestId('softphone-number')).toBeInTheDocument();
  });
});

describe('incoming-call dialog (spec 000 2.6)', () => {
  it('shows the ringing call and answers or hangs up', async () => {
    const phone = fakePhone({ registration: 'registered' });
    renderWithPhone(phone, <IncomingCallDialog />);
    expect(screen.queryByTestId('incoming-call-dialog')).not.toBeInTheDocument();

    phone.set({ ringing: activeCall({ direction: 'incoming', state: 'progress', callType: 'TYPE_ROBOT' }) });
    const dialog = await screen.findByTestId('incoming-call-dialog');
    expect(dialog).toHaveTextContent('Звонок робота');
    expect(dialog).toHaveTextContent('Ivan Petrov');
    expect(dialog).toHaveTextContent('+7 900 123-45-67');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ответить' }));
    expect(phone.actions.answer).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Завершить' }));
    expect(phone.actions.hangup).toHaveBeenCalledTimes(1);
  });

  it('names an unknown manual caller as an incoming call', async () => {
    const phone = fakePhone({
      ringing: activeCall({ direction: 'incoming', fullName: null, displayPhone: '000' }),
    });
    renderWithPhone(phone, <IncomingCallDialog />);
    const dialog = await screen.findByTestId('incoming-call-dialog');
    expect(dialog).toHaveTextContent('Входящий звонок');
    expect(dialog).toHaveTextContent('Неизвестный абонент');
  });
});

describe('presence select (spec 000 4.4, 001 section 6)', () => {
  const button = () => within(screen.getByTestId('softphone-presence')).getByRole('button');
  const open = () => fireEvent.click(button());
  const optionTitles = () => screen.getAllByRole('menuitem').map((item) => item.textContent);
  const option = (title: string) => screen.getByRole('menuitem', { name: title });

  it('offers operators pause and dnd, still showing their current active status', async () => {
    const phone = fakePhone({ presence: 'active' });
    renderWithPhone(phone, <PresenceSelect ctx={slotCtx(userAs('ROLE_OPERATOR'))} />);
    const select = screen.getByTestId('softphone-presence');
    expect(select).toHaveAttribute('data-colour', 'green');
    expect(select).toHaveTextContent('Активен');
    open();
    await screen.findByRole('menuitem', { name: 'Пауза' });
    expect(optionTitles()).toEqual(['Активен', 'Пауза', 'Не беспокоить']);
    fireEvent.click(option('Не беспокоить'));
    expect(phone.actions.setPresence).toHaveBeenCalledWith('dnd');

    phone.set({ presence: 'dnd' });
    expect(select).toHaveAttribute('data-colour', 'blue');
    expect(select).toHaveTextContent('Не беспокоить');
  });

  it('offers other roles active and no_active', async () => {
    const phone = fakePhone({ presence: 'no_active' });
    renderWithPhone(phone, <PresenceSelect ctx={slotCtx(userAs('ROLE_SUPERVISOR'))} />);
    expect(screen.getByTestId('softphone-presence')).toHaveAttribute('data-colour', 'red');
    open();
    await screen.findByRole('menuitem', { name: 'Активен' });
    expect(optionTitles()).toEqual(['Активен', 'Не активен']);
    fireEvent.click(option('Активен'));
    expect(phone.actions.setPresence).toHaveBeenCalledWith('active');
  });

  it('is disabled and grey without global.call; admin passes', () => {
    const phone = fakePhone({ presence: 'active' });
    const { unmount } = renderWithPhone(phone, <PresenceSelect ctx={slotCtx(userAs('ROLE_OPERATOR', []))} />);
    expect(screen.getByTestId('softphone-presence')).toHaveAttribute('data-colour', 'grey');
    expect(button()).toBeDisabled();
    unmount();
    renderWithPhone(phone, <PresenceSelect ctx={slotCtx(userAs('ROLE_ADMIN', []))} />);
    expect(button()).toBeEnabled();
  });
});

describe('dialer dropdown (spec 000 2.6)', () => {
  it('types, deletes and calls; answers a ringing call', async () => {
    const phone = fakePhone({ registration: 'registered', presence: 'pause' });
    renderWithPhone(phone, <DialerDropdown />);
    fireEvent.click(screen.getByRole('button', { name: 'Набор номера' }));
    const number = await screen.findByTestId('dialer-number');
    fireEvent.change(number, { target: { value: '790012345678' } });
    fireEvent.click(screen.getByTestId('dialer-backspace'));
    fireEvent.keyDown(number, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(phone.actions.call).toHaveBeenCalledWith({ phone: '79001234567' });
    fireEvent.click(screen.getByTestId('dialer-call'));
    expect(phone.actions.call).toHaveBeenCalledTimes(2);

    phone.set({ ringing: activeCall({ direction: 'incoming', state: 'progress' }) });
    expect(screen.getByTestId('dialer-call')).toBeDisabled();
    fireEvent.click(screen.getByTestId('dialer-answer'));
    expect(phone.actions.answer).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('dialer-hangup'));
    expect(phone.actions.hangup).toHaveBeenCalled();
  });

  it('speaks English when the interface does', async () => {
    await changeLocale('en');
    renderWithPhone(fakePhone({ registration: 'registered' }), <DialerDropdown />);
    fireEvent.click(screen.getByRole('button', { name: 'Dialler' }));
    expect(await screen.findByRole('button', { name: 'Call' })).toBeEnabled();
  });
});
