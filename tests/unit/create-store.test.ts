// @vitest-environment jsdom
// createStore (src/shared/create-store.ts): the one external store behind the app-wide states. The hook
// needs a DOM to re-render, hence jsdom for this file.
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createStore } from '@/src/shared/create-store';

describe('createStore', () => {
  it('holds the initial value and takes a new value or an updater', () => {
    const store = createStore({ n: 1 });
    expect(store.get()).toEqual({ n: 1 });
    store.set({ n: 2 });
    expect(store.get()).toEqual({ n: 2 });
    store.set((current) => ({ n: current.n * 10 }));
    expect(store.get()).toEqual({ n: 20 });
  });

  it('tells each listener the new value until it unsubscribes', () => {
    const store = createStore(0);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    store.subscribe(second);
    store.set(1);
    stopFirst();
    store.set(2);
    expect(first.mock.calls).toEqual([[1]]);
    expect(second.mock.calls).toEqual([[1], [2]]);
  });

  it('tells nobody when the value stays the same one', () => {
    const same = { n: 1 };
    const store = createStore(same);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(same);
    store.set((current) => current);
    expect(listener).not.toHaveBeenCalled();
    store.set({ n: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps telling the others when a listener unsubscribes itself while told', () => {
    const store = createStore(0);
    const seen: string[] = [];
    const stop = store.subscribe(() => {
      seen.push('once');
      stop();
    });
    store.subscribe((value) => seen.push(`always ${value}`));
    store.set(1);
    store.set(2);
    expect(seen).toEqual(['once', 'always 1', 'always 2']);
  });

  it('re-renders a component through use(), with or without a selector', () => {
    const store = createStore({ name: 'Ann', calls: 0 });
    const Whole = () => createElement('p', { 'data-testid': 'whole' }, JSON.stringify(store.use()));
    const Calls = () =>
      createElement(
        'p',
        { 'data-testid': 'calls' },
        store.use((s) => s.calls),
      );
    render(createElement('div', null, createElement(Whole), createElement(Calls)));
    expect(screen.getByTestId('calls').textContent).toBe('0');
    act(() => store.set((s) => ({ ...s, calls: 3 })));
    expect(screen.getByTestId('calls').textContent).toBe('3');
    expect(screen.getByTestId('whole').textContent).toBe('{"name":"Ann","calls":3}');
  });
});
