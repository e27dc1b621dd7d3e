import { act, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { describe, expect, it, vi } from 'vitest';
import { currentUser, setPhoneStatus, setQueueName, setSidebarStatus } from '@/providers/session';
import { sessionState, useCallsEnabled } from '@/providers/session-state';
import { operator, signIn, useApiServer } from './helpers';

useApiServer();

describe('sessionState', () => {
  it('get/set/subscribe; listeners run only on change; unsubscribe stops them', () => {
    const listener = vi.fn();
    const off = sessionState.subscribe(listener);
    sessionState.set({ callsEnabled: true });
    sessionState.set({ callsEnabled: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith(expect.objectContaining({ callsEnabled: true }));
    off();
    sessionState.set({ callsEnabled: false });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(sessionState.get().callsEnabled).toBe(false);
  });

  it('useCallsEnabled re-renders when calls are enabled or disabled', () => {
    function Dial() {
      return <button disabled={!useCallsEnabled()}>call</button>;
    }
    render(<Dial />);
    expect(screen.getByRole('button')).toBeDisabled();
    act(() => sessionState.set({ callsEnabled: true }));
    expect(screen.getByRole('button')).toBeEnabled();
    act(() => sessionState.reset());
    expect(screen.getByRole('button')).toBeDisabled();
  });
});

describe('cookie-backed values', () => {
  it('sidebar, queue and phone status are saved in cookies and the store', () => {
    setSidebarStatus(false);
    setQueueName('sales');
    setPhoneStatus('dnd');
    expect(Cookies.get()).toEqual({ sidebarStatus: '0', queue_name: 'sales', phone_status: 'dnd' });
    setSidebarStatus(true);
    expect(Cookies.get('sidebarStatus')).toBe('1');
    expect(sessionState.get()).toMatchObject({ sidebarStatus: '1', queueName: 'sales', phoneStatus: 'dnd' });
  });

  it('currentUser: none without a token; the cookie user otherwise; a broken cookie is no user', () => {
    Cookies.set('user', JSON.stringify(operator));
    expect(currentUser()).toBeNull();
    signIn(operator);
    expect(currentUser()?.email).toBe(operator.email);
    sessionState.reset();
    Cookies.set('user', '{not json');
    expect(currentUser()).toBeNull();
  });
});
