// The Sovcom check settings (GET/PUT /api/sovcom/settings, sovcom.list): the token is write-only, enabling
// needs the connection details, values are checked; and the regions list.
import { describe, expect, it } from 'vitest';
import { REGIONS } from '../../server/sovcom/regions';
import { bearer, formRequest, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';
import { tokenWith } from './helpers/resource-api';

describe.each(databaseTargets)('sovcom settings on $name', (target) => {
  const ctx = useTestApp(target);

  async function api(locale = 'en', token?: string) {
    const headers = {
      ...bearer(token ?? (await login(ctx.app, 'admin@demo.local'))),
      'accept-language': locale,
    };
    return {
      get: () => ctx.app.inject({ method: 'GET', url: '/api/sovcom/settings', headers }),
      put: (fields: Record<string, string>) =>
        ctx.app.inject(formRequest('PUT', '/api/sovcom/settings', fields, headers)),
      putJson: (body: object) =>
        ctx.app.inject({ method: 'PUT', url: '/api/sovcom/settings', payload: body, headers }),
    };
  }

  it('starts switched off, stores the settings, never returns the token', async () => {
    const a = await api();
    expect((await a.get()).json()).toEqual({
      enabled: false,
      api_url: '',
      partner_id: '',
      api_token_set: false,
      default_region: null,
    });
    const saved = await a.put({
      enabled: 'on',
      api_url: ' https://partner.example.com/api ',
      partner_id: 'P-42',
      api_token: 'super-secret-token',
      default_region: '77',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      enabled: true,
      api_url: 'https://partner.example.com/api',
      partner_id: 'P-42',
      api_token_set: true,
      default_region: 77,
    };
    expect(saved.json()).toEqual(expected);
    const read = await a.get();
    expect(read.json()).toEqual(expected);
    for (const res of [saved, read]) expect(res.body).not.toContain('super-secret-token');

    // Partial: an absent or empty token keeps the stored one; other fields change alone.
    expect((await a.put({ partner_id: 'P-43', api_token: '' })).json()).toEqual({
      ...expected,
      partner_id: 'P-43',
    });
    expect((await a.putJson({ default_region: null })).json()).toMatchObject({
      default_region: null,
      api_token_set: true,
    });
    expect((await a.put({ default_region: '' })).json().default_region).toBeNull();
    // Removing the token is refused while the check is on, allowed once it is off.
    const refused = await a.put({ clear_api_token: 'true' });
    expect(refused.json().errors).toEqual({ api_token: 'The API token field is required' });
    const off = await a.put({ enabled: 'false', clear_api_token: 'true' });
    expect(off.json()).toMatchObject({ enabled: false, api_token_set: false });
  });

  it('checks the values with the dictionary messages, in en and ru', async () => {
    const en = await api('en');
    const enable = await en.put({ enabled: 'true' });
    expect(enable.statusCode).toBe(400);
    expect(enable.json().errors).toEqual({
      api_url: 'The API URL field is required',
      partner_id: 'The Partner ID field is required',
      api_token: 'The API token field is required',
    });
    for (const url of ['ftp://partner.example.com', 'javascript:alert(1)', 'not a url', 'https://']) {
      const res = await en.put({ api_url: url });
      expect(res.json().errors, url).toEqual({ api_url: 'The API URL field is not a valid URL' });
    }
    expect((await en.put({ default_region: '999' })).json().errors).toEqual({
      default_region: 'The Default region field must be a valid value',
    });
    expect((await en.put({ partner_id: 'x'.repeat(101) })).json().errors).toEqual({
      partner_id: 'The Partner ID field may not be greater than 100 characters',
    });
    expect((await en.put({ enabled: 'maybe' })).statusCode).toBe(400);
    expect((await en.putJson({ api_token: { $ne: 1 } })).statusCode).toBe(400);
    const ru = await api('ru');
    expect((await ru.put({ enabled: 'true' })).json().errors).toMatchObject({
      api_url: 'Поле Адрес API обязательно для заполнения',
    });
    // Nothing was stored by the refused requests; unknown fields are dropped.
    expect((await en.put({ bogus: 'x' })).json()).toEqual({
      enabled: false,
      api_url: '',
      partner_id: '',
      api_token_set: false,
      default_region: null,
    });
  });

  it('needs sovcom.list for the settings; any logged-in user gets the regions', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/sovcom/settings' })).statusCode).toBe(401);
    const without = await api('en', await tokenWith(ctx, ['settings.list']));
    expect((await without.get()).statusCode).toBe(403);
    expect((await without.put({ partner_id: 'x' })).statusCode).toBe(403);
    const only = await api('en', await tokenWith(ctx, ['sovcom.list']));
    expect((await only.get()).statusCode).toBe(200);
    expect((await only.put({ partner_id: 'x' })).statusCode).toBe(200);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/sovcom_regions/get_regions' })).statusCode).toBe(
      401,
    );
    const operator = bearer(await login(ctx.app, 'operator@demo.local'));
    const regions = await ctx.app.inject({
      method: 'GET',
      url: '/api/sovcom_regions/get_regions',
      headers: operator,
    });
    expect(regions.statusCode).toBe(200);
    expect(regions.json()).toEqual(REGIONS);
    expect(regions.json()).toHaveLength(85);
    expect(regions.json()).toContainEqual({ id: 77, name: 'Москва' });
    expect(new Set(regions.json().map((r: { id: number }) => r.id)).size).toBe(85);
  });
});
