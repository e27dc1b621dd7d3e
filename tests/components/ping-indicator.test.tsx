import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import ping from '@/plugins/ping';
import PingIndicator from '@/plugins/ping/PingIndicator';
import { addResourceBundles, changeLocale, i18n } from '@/src/i18n';

// The transport is replaced: each GET /ping "takes" `latency` ms on a clock the test controls.
const clock = { now: 0, latency: 0, fail: false, status: 200 };
const request = vi.hoisted(() => vi.fn());
vi.mock('@/providers/http-client', () => ({ request }));

beforeAll(() => {
  addResourceBundles(ping.i18n!, 'ping');
});

beforeEach(async () => {
  await changeLocale('ru');
  Object.assign(clock, { now: 0, latency: 0, fail: false, status: 200 });
  request.mockReset().mockImplementation(async () => {
    clock.now += clock.latency;
    if (clock.fail) throw new Error('Network Error');
    return { status: clock.status, data: { pong: true } };
  });
  vi.useFakeTimers();
  vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const indicator = () => screen.getByTestId('ping-indicator');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const renderIndicator = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <PingIndicator />
    </I18nextProvider>,
  );

describe('ping indicator (spec 000 4.3, 001 sections 7 and 9)', () => {
  it('is grey until the first ping, which goes 1 s after start', async () => {
    clock.latency = 120;
    renderIndicator();
    expect(indicator()).toHaveAttribute('data-colour', 'grey');
    expect(indicator()).toHaveAccessibleName('Проверка связи с сервером…');
    await advance(999);
    expect(request).not.toHaveBeenCalled();
    await advance(1);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('get', '/ping', undefined);
    expect(indicator()).toHaveAttribute('data-colour', 'green');
    expect(indicator()).toHaveAccessibleName('Время ответа сервера: 120 мс');
  });

  it('pings again every 60 s and follows the round-trip time', async () => {
    clock.latency = 150;
    renderIndicator();
    await advance(1000);
    expect(indicator()).toHaveAttribute('data-colour', 'green');

    clock.latency = 200;
    await advance(59_999);
    expect(request).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(request).toHaveBeenCalledTimes(2);
    expect(indicator()).toHaveAttribute('data-colour', 'orange');

    clock.latency = 900;
    await advance(60_000);
    expect(request).toHaveBeenCalledTimes(3);
    expect(indicator()).toHaveAttribute('data-colour', 'red');
    expect(indicator()).toHaveAccessibleName('Время ответа сервера: 900 мс');

    clock.latency = 899;
    await advance(60_000);
    expect(indicator()).toHaveAttribute('data-colour', 'orange');
  });

  it('turns grey when a ping fails or answers with an error status, and recovers', async () => {
    clock.latency = 50;
    renderIndicator();
    await advance(1000);
    expect(indicator()).toHaveAttribute('data-colour', 'green');

    clock.fail = true;
    await advance(60_000);
    expect(indicator()).toHaveAttribute('data-colour', 'grey');
    expect(indicator()).toHaveAccessibleName('Сервер не отвечает');

    clock.fail = false;
    clock.status = 500; // the transport lets 500 through without throwing
    await advance(60_000);
    expect(indicator()).toHaveAttribute('data-colour', 'grey');

    clock.status = 200;
    await advance(60_000);
    expect(indicator()).toHaveAttribute('data-colour', 'green');
  });

  it('stops pinging when it leaves the page', async () => {
    const { unmount } = renderIndicator();
    await advance(1000);
    unmount();
    await advance(180_000);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('speaks English when the interface does', async () => {
    await changeLocale('en');
    clock.latency = 42;
    renderIndicator();
    await advance(1000);
    expect(indicator()).toHaveAccessibleName('Server response time: 42 ms');
  });
});
