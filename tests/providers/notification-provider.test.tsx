import type { NotificationProvider } from '@refinedev/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_CONFIG,
  closeNotification,
  notify,
  useCrmNotificationProvider,
} from '@/providers/notification-provider';

let provider: NotificationProvider;
function Probe() {
  provider = useCrmNotificationProvider();
  return null;
}

const mount = () =>
  render(
    <App notification={NOTIFICATION_CONFIG}>
      <Probe />
    </App>,
  );

// jsdom never ends CSS transitions, so a closed notice keeps its leave-motion class instead of leaving the
// DOM (a browser removes it when the fade ends): the visible ones are those not leaving.
const live = () =>
  [...document.querySelectorAll('.ant-notification-notice-wrapper')].filter(
    (n) => !n.className.includes('-leave'),
  );
const notices = () => live().map((n) => n.textContent);
const shown = (text: string) => notices().some((t) => t?.includes(text));

afterEach(() => {
  vi.useRealTimers();
});

describe('NOTIFICATION_CONFIG', () => {
  it('is the spec: 4.5 s, bottom-right, offset 40, at most 2', () => {
    expect(NOTIFICATION_CONFIG).toEqual({ placement: 'bottomRight', duration: 4.5, bottom: 40, maxCount: 2 });
  });
});

describe('notificationProvider on <App>', () => {
  it('shows Refine notifications bottom-right, 40 px from the bottom', async () => {
    mount();
    act(() => provider.open({ type: 'success', message: 'Saved', key: 'k1' }));
    await screen.findByText('Saved');
    const container = document.querySelector('.ant-notification');
    expect(container).toHaveClass('ant-notification-bottomRight');
    expect((container as HTMLElement).style.bottom).toBe('40px');
    act(() => provider.close('k1'));
    await waitFor(() => expect(shown('Saved')).toBe(false));
  });

  it('at most 2 at once: the oldest closes when a third appears', async () => {
    mount();
    act(() => provider.open({ type: 'error', message: 'first' }));
    act(() => provider.open({ type: 'error', message: 'second' }));
    await waitFor(() => expect(notices()).toEqual(['first', 'second']));
    act(() => provider.open({ type: 'error', message: 'third' }));
    await waitFor(() => expect(notices()).toEqual(['second', 'third']));
    act(() => provider.open({ type: 'success', message: 'fourth' }));
    await waitFor(() => expect(notices()).toEqual(['third', 'fourth']));
  });

  it("shows an undoable mutation's seconds left with Undo, which cancels it and closes the notice", async () => {
    mount();
    const cancelMutation = vi.fn();
    act(() =>
      provider.open({
        type: 'progress',
        message: 'Запись удаляется',
        key: 'u1',
        cancelMutation,
        undoableTimeout: 5,
      }),
    );
    await waitFor(() => expect(shown('Запись удаляется (Отменить можно в течение 5 с)')).toBe(true));
    act(() => screen.getByRole('button', { name: 'Отменить' }).click());
    expect(cancelMutation).toHaveBeenCalledOnce();
    await waitFor(() => expect(shown('Запись удаляется')).toBe(false));
  });

  it('closes by itself after 4.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mount();
    act(() => provider.open({ type: 'success', message: 'short-lived' }));
    await screen.findByText('short-lived');
    act(() => vi.advanceTimersByTime(4000));
    expect(shown('short-lived')).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(shown('short-lived')).toBe(false));
  });

  it('notify() outside React uses the mounted <App>: title, text and the same limit', async () => {
    mount();
    await waitFor(() => expect(provider).toBeDefined());
    act(() => notify({ type: 'error', message: 'Ошибка', description: 'Звонки недоступны', key: 'n1' }));
    await screen.findByText('Звонки недоступны');
    expect(screen.getByText('Ошибка')).toBeInTheDocument();
    act(() => notify({ type: 'warning', message: 'two' }));
    act(() => notify({ type: 'warning', message: 'three' }));
    await waitFor(() => expect(shown('Звонки недоступны')).toBe(false));
    expect(notices()).toHaveLength(2);
    act(() => closeNotification());
    await waitFor(() => expect(notices()).toHaveLength(0));
  });
});
