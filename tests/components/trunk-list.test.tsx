// Settings > Trunks shows each trunk's registration state as a coloured tag (issue 12): registered green,
// failed red with the carrier's reason as its tooltip, not registering grey; never a password column.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, useApiServer } from './support';
import { fakeResource, preloadChunks, startApp, type Row } from './resource-support';

const { server } = useApiServer();
beforeAll(preloadChunks);

const trunk = (id: number, title: string, extra: Partial<Row>): Row => ({
  id,
  title,
  host: `10.0.0.${id}`,
  port: 5060,
  transport: 'udp',
  register: true,
  active: true,
  registration_state: '',
  registration_error: '',
  ...extra,
});

describe('the trunk list', () => {
  it('tags the registration state by colour, with the failure reason as tooltip', async () => {
    fakeResource(server, 'trunk', [
      trunk(1, 'Up', { registration_state: 'registered' }),
      trunk(2, 'Down', { registration_state: 'failed', registration_error: '403 Forbidden' }),
      trunk(3, 'Quiet', { register: false }),
    ]);
    startApp(server, '/settings/trunk/list', admin);
    const table = await screen.findByTestId('resource-table', {}, { timeout: 15_000 });
    const rowOf = async (title: string) => (await within(table).findByText(title)).closest('tr')!;
    const tagOf = async (title: string, label: string) =>
      within(await rowOf(title))
        .getByText(label)
        .closest('.ant-tag')!;
    const up = await tagOf('Up', 'Зарегистрирован');
    expect(up).toHaveClass('ant-tag-green');
    const down = await tagOf('Down', 'Ошибка');
    expect(down).toHaveClass('ant-tag-red');
    const quiet = await tagOf('Quiet', 'Без регистрации');
    expect(quiet).not.toHaveClass('ant-tag-red');
    expect(quiet).not.toHaveClass('ant-tag-green');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toContain('Регистрация');
    expect(headers).not.toContain('Пароль');
    expect(headers).not.toContain('Ошибка регистрации');
    await userEvent.hover(down);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('403 Forbidden');
    await userEvent.unhover(down);
    await userEvent.hover(up);
    // Hidden by antd's class (the test DOM does not apply antd's styles: tests/setup/dom.ts).
    await waitFor(() =>
      expect(screen.getByText('403 Forbidden').closest('.ant-tooltip')).toHaveClass('ant-tooltip-hidden'),
    );
  });
});
