// "The template cannot be changed while contacts use it" (spec 000 section 5): a card template's label that
// contacts of its projects hold values for cannot be dropped or retyped; renaming it, or changing labels
// nobody holds, still works.
import { describe, expect, it } from 'vitest';
import { messages } from '../../server/i18n/messages';
import { bearer, login, useTestApp } from './helpers/app';
import { databaseTargets } from './helpers/databases';

type Label = { id: number; value: string; value_type: string; options?: unknown[] };

describe.each(databaseTargets)('card templates in use on $name', (target) => {
  const ctx = useTestApp(target);

  it('refuses to drop or retype a label contacts hold, allows the rest', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const labelsOf = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/template_card/1', headers: bearer(token) })).json()
        .labels as Label[];
    const save = (labels: Label[], locale = 'en') =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/template_card/update/1',
        headers: { ...bearer(token), 'accept-language': locale, 'content-type': 'application/json' },
        payload: { labels: JSON.stringify(labels) },
      });
    const labels = await labelsOf();
    const company = labels.find((l) => l.value === 'Company')!; // the demo contacts hold it

    const dropped = await save(labels.filter((l) => l.id !== company.id));
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().errors).toEqual({ labels: messages.en.templateUsedByContacts });
    const retyped = await save(
      labels.map((l) => (l.id === company.id ? { ...l, value_type: 'number' } : l)),
      'ru',
    );
    expect(retyped.json().errors).toEqual({ labels: messages.ru.templateUsedByContacts });
    expect(await labelsOf()).toEqual(labels);

    const renamed = await save(labels.map((l) => (l.id === company.id ? { ...l, value: 'Employer' } : l)));
    expect(renamed.statusCode, renamed.body).toBe(200);
    const added = await save([...(await labelsOf()), { value: 'Spare', value_type: 'text' } as Label]);
    expect(added.statusCode, added.body).toBe(200);
    const withoutSpare = (await labelsOf()).filter((l) => l.value !== 'Spare');
    expect((await save(withoutSpare)).statusCode).toBe(200);
  });
});
