// /settings/sovcom: the settings are loaded and saved (partial PUT, the token only when typed, never
// prefilled), the server's field errors show on their fields, a stored token can be removed, and the
// menu entry follows the SOVCOM_CHECK flag.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { plugins } from '@/plugins';
import type { CrmUser } from '@/providers/user';
import { App } from '@/src/App';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { registerPlugins } from '@/src/plugin-host/register-plugins';
import { admin, api, signIn, useApiServer } from './support';
import { preloadChunks } from './resource-support';

const { server } = useApiServer();
beforeAll(async () => {
  await preloadChunks();
  await import('@/src/pages/sovcom/SovcomSettingsPage');
});

const stored = {
  enabled: true,
  api_url: 'https://partner.example.com/api',
  partner_id: 'P-42',
  api_token_set: true,
  default_region: 77,
};
const regions = [
  { id: 50, name: 'Московская область' },
  { id: 77, name: 'Москва' },
  { id: 78, name: 'Санкт-Петербург' },
];

function start(path: string, { user = admin, flag }: { user?: CrmUser; flag?: string } = {}) {
  signIn(user);
  const puts: URLSearchParams[] = [];
  server.use(
    http.get(api('/user/get'), () => HttpResponse.json(user)),
    http.get(api('/ping'), () => HttpResponse.json({ pong: true, time: 0 })),
    http.get(api('/sovcom/settings'), () => HttpResponse.json(stored)),
    http.get(api('/sovcom_regions/get_regions'), () => HttpResponse.json(regions)),
    http.put(api('/sovcom/settings'), async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      puts.push(body);
      return HttpResponse.json({ ...stored, partner_id: body.get('partner_id') ?? stored.partner_id });
    }),
  );
  window.history.pushState({}, '', path);
  const features = flag === undefined ? {} : { SOVCOM_CHECK: flag };
  render(
    <App
      config={{ ...DEFAULT_RUNTIME_CONFIG, version: '1.0.0', features }}
      registry={registerPlugins(plugins)}
    />,
  );
  return puts;
}

const page = () => screen.findByTestId('sovcom-settings', {}, { timeout: 15_000 });
const itemOf = (field: string) => document.querySelector(`[data-field="${field}"]`) as HTMLElement;
const tokenInput = () => itemOf('api_token').querySelector('input') as HTMLInputElement;
const errorsOf = (field: string) =>
  [...itemOf(field).querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);

describe('the Sovcom settings page', () => {
  it('loads the settings, never fills the token, and saves the changes without it', async () => {
    const puts = start('/settings/sovcom');
    await page();
    const partner = () => within(itemOf('partner_id')).getByRole('textbox');
    await waitFor(() => expect(partner()).toHaveValue('P-42'), { timeout: 15_000 });
    expect(within(itemOf('api_url')).getByRole('textbox')).toHaveValue('https://partner.example.com/api');
    expect(within(itemOf('enabled')).getByRole('switch')).toBeChecked();
    expect(await within(itemOf('default_region')).findByText('Москва')).toBeInTheDocument();
    expect(tokenInput()).toHaveValue('');
    expect(tokenInput()).toHaveAttribute(
      'placeholder',
      'Токен сохранён: оставьте поле пустым, чтобы не менять его',
    );
    expect(tokenInput()).toHaveAttribute('type', 'password');

    await userEvent.clear(partner());
    await userEvent.type(partner(), 'P-43');
    await userEvent.click(screen.getByTestId('sovcom-save'));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(Object.fromEntries(puts[0])).toEqual({
      enabled: 'true',
      api_url: 'https://partner.example.com/api',
      partner_id: 'P-43',
      default_region: '77',
    });
    expect(await screen.findByText('Изменения сохранены')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/settings/sovcom');
  });

  it("sends a typed token, shows the server's field errors in place, and empties the token after a save", async () => {
    const puts = start('/settings/sovcom');
    await page();
    await waitFor(() => expect(within(itemOf('partner_id')).getByRole('textbox')).toHaveValue('P-42'));
    server.use(
      http.put(api('/sovcom/settings'), async ({ request }) => {
        puts.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(
          {
            message: 'Validation failed',
            code: 'validation',
            errors: { api_url: 'Поле Адрес API должно быть URL' },
          },
          { status: 400 },
        );
      }),
    );
    await userEvent.type(tokenInput(), 'new-secret');
    await userEvent.click(screen.getByTestId('sovcom-save'));
    await waitFor(() => expect(errorsOf('api_url')).toEqual(['Поле Адрес API должно быть URL']));
    expect(puts[0].get('api_token')).toBe('new-secret');
    expect(tokenInput()).toHaveValue('new-secret');

    server.use(http.put(api('/sovcom/settings'), () => HttpResponse.json(stored)));
    await userEvent.click(screen.getByTestId('sovcom-save'));
    await waitFor(() => expect(tokenInput()).toHaveValue(''));
  });

  it('removes a stored token after a confirmation, and shows a refusal on the token', async () => {
    const puts = start('/settings/sovcom');
    await page();
    await waitFor(() => expect(within(itemOf('partner_id')).getByRole('textbox')).toHaveValue('P-42'));
    server.use(
      http.put(api('/sovcom/settings'), async ({ request }) => {
        puts.push(new URLSearchParams(await request.text()));
        return HttpResponse.json(
          {
            message: 'Validation failed',
            code: 'validation',
            errors: { api_token: 'Поле Токен API обязательно для заполнения' },
          },
          { status: 400 },
        );
      }),
    );
    await userEvent.click(screen.getByTestId('sovcom-clear-token'));
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(Object.fromEntries(puts[0])).toEqual({ clear_api_token: 'true' });
    await waitFor(() => expect(errorsOf('api_token')).toEqual(['Поле Токен API обязательно для заполнения']));
  });
});

describe('the Sovcom menu entry', () => {
  const openSettings = async () => {
    const menu = within(await screen.findByTestId('sidebar', {}, { timeout: 15_000 }));
    await userEvent.click(await menu.findByText('Настройки'));
    await menu.findByRole('link', { name: 'Теги' });
    return menu;
  };

  it("is hidden when SOVCOM_CHECK is 'false'", async () => {
    start('/dashboard', { flag: 'false' });
    const menu = await openSettings();
    expect(menu.queryByText('Проверка Совком')).not.toBeInTheDocument();
  });

  it('is shown otherwise, leading to /settings/sovcom', async () => {
    start('/dashboard', { flag: 'true' });
    const menu = await openSettings();
    expect(menu.getByRole('link', { name: 'Проверка Совком' })).toHaveAttribute('href', '/settings/sovcom');
  });
});
