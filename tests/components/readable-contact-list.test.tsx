// Issue 14 on the contact list (plugins/contact-list): every column declares a width no narrower than its
// header's longest word, names are cut with "…" and shown whole on hover, and the row's delete button is
// named and shows its name; the cells naming another record carry its id, as the generated lists' do.
// jsdom lays nothing out: this checks what antd is told and what hovering shows.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headerWidth, SMALL_PADDING_PX } from '@/src/shared/table/column-width';
import { LIST_KEYS, listServer, reply, row, showList, supervisor } from './contact-list-support';
import { useApiServer } from './support';

const { server } = useApiServer();

const LONG_NAME = 'Konstantin Konstantinopolsky-Vyshnegradsky';

async function expectTooltipOnHover(element: Element, text: string) {
  await userEvent.hover(element);
  await waitFor(() => expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(text));
  await userEvent.unhover(element);
}

describe('readable contact list (issue 14)', () => {
  it('sizes every column for its header, cuts long names with a tooltip, names the delete button', async () => {
    listServer(server, () => reply({ items: [row(7, { full_name: LONG_NAME })], totalCount: 1 }));
    showList(supervisor(`${LIST_KEYS},contact.delete`));
    const name = await screen.findByText(LONG_NAME, {}, { timeout: 15_000 });
    const table = name.closest('table')!;
    const headers = [...table.querySelectorAll('thead th')].filter((th) => th.textContent);
    const cols = [...table.querySelectorAll('colgroup col')].slice(-headers.length);
    headers.forEach((th, index) => {
      const width = parseInt((cols[index] as HTMLElement).style.width, 10);
      expect(width, th.textContent!).toBeGreaterThanOrEqual(
        headerWidth(th.textContent!, false, SMALL_PADDING_PX),
      );
    });
    expect(table).toHaveStyle({ tableLayout: 'fixed' });

    expect(name.closest('td')).toHaveClass('ant-table-cell-ellipsis');
    await expectTooltipOnHover(name, LONG_NAME);

    const remove = screen.getByTestId('contact-delete-7');
    expect(remove).toHaveAccessibleName('Удалить контакт');
    await expectTooltipOnHover(remove, 'Удалить контакт');
    expect(
      within(remove.closest('tr')!)
        .getAllByRole('button')
        .every((b) => b.getAttribute('aria-label')),
    ).toBe(true);
  });

  it("marks the operator and project cells with their records' ids, for the every-page journey", async () => {
    listServer(server, () => reply({ items: [row(7)], totalCount: 1 }));
    showList(supervisor(LIST_KEYS));
    const project = await screen.findByText('Spring', {}, { timeout: 15_000 });
    expect(project).toHaveAttribute('data-reference-id', '2');
    expect(screen.getByText('Olga Operator')).toHaveAttribute('data-reference-id', '3');
  });
});
