// Issue 14, readable tables: the generated list declares a width for every column, cuts long values with
// "…" and shows them whole in a tooltip, and names every icon button of a row (aria-label and tooltip).
// jsdom lays nothing out, so these check what the table is told (widths, ellipsis) and what hovering shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { admin, useApiServer } from './support';
import { fakeResource, preloadChunks, startApp, tags } from './resource-support';

const { server } = useApiServer();
beforeAll(preloadChunks);

const table = () => screen.findByTestId('resource-table', {}, { timeout: 15_000 });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr')!;

/** Hovers `element` and waits for antd's tooltip saying `text` (closed tooltips stay in the page, hidden). */
async function expectTooltipOnHover(element: Element, text: string) {
  await userEvent.hover(element);
  await waitFor(() => expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(text));
  await userEvent.unhover(element);
}

describe('readable generated lists (issue 14)', () => {
  it('gives every column a width, fits the header and cuts long names with a tooltip', async () => {
    const long = 'A very long tag name that would not fit its column';
    fakeResource(server, 'tag', [{ id: 9, title: long, color: 'red', app_system: false }, ...tags]);
    startApp(server, '/settings/tag/list', admin);
    const row = await rowOf(long);
    const widths = [...(await table()).querySelectorAll('colgroup col')].map((col) =>
      parseInt((col as HTMLElement).style.width, 10),
    );
    // Title, colour, system tag, actions: each declared, none squeezed to nothing.
    expect(widths.filter((width) => width > 0)).toHaveLength(4);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(100);

    const title = within(await table()).getByRole('columnheader', { name: /Название/ });
    expect(title).toHaveClass('ant-table-cell-ellipsis');
    const cell = row.querySelector('td')!;
    expect(cell).toHaveClass('ant-table-cell-ellipsis');
    await expectTooltipOnHover(within(cell).getByText(long), long);
  });

  it('names every row button for screen readers and shows the name on hover', async () => {
    fakeResource(server, 'tag', tags);
    startApp(server, '/settings/tag/list', admin);
    const actions = [...(await rowOf('VIP')).querySelectorAll('td')].pop()!;
    const buttons = await waitFor(() => {
      const found = within(actions).getAllByRole('button');
      expect(found.length).toBeGreaterThanOrEqual(3); // view, edit, delete
      return found;
    });
    const names = buttons.map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Просмотр', 'Изменить', 'Удалить']);
    for (const button of buttons) await expectTooltipOnHover(button, button.getAttribute('aria-label')!);
  });
});
