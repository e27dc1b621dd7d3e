// Issue 14: the contact card's calls table fits a card 800 px wide: every column declares its width, the
// widths add up to at most 800 (a narrower card scrolls the table sideways, never squeezes it), and long
// names are cut with "…" and shown whole on hover. jsdom lays nothing out: this checks what antd is told.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ContactCard } from '@/plugins/contact-card/ContactCard';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { toCurrentUser } from '@/src/session/current-user';
import { cardHandlers, WithNotices } from './contact-card-support';
import { admin, renderInShell, useApiServer } from './support';

const { server } = useApiServer();

const LONG_NAME = 'Konstantin Konstantinopolsky-Vyshnegradsky';
const call = {
  id: 1,
  unique_id: 'u-1',
  at: '2026-03-04T10:05:00Z',
  audio_path: 'rec/1.opus',
  client_phone: '79001234567',
  context: 'outbound',
  bill_sec: 95,
  duration: 110,
  status_operator: 'Agreed',
  operator: { id: 3, full_name: LONG_NAME },
  robot_status: null,
  call_type: 'TYPE_ROBOT_RECALL',
};

describe('the card calls table at 800 px (issue 14)', () => {
  it('declares widths that fit 800 px, scrolls when narrower and cuts long names with a tooltip', async () => {
    cardHandlers(server);
    server.use(http.get('/api/call/list', () => HttpResponse.json({ items: [call], totalCount: 1 })));
    const ctx = { user: toCurrentUser(admin)!, config: DEFAULT_RUNTIME_CONFIG, contactId: 5 };
    renderInShell(
      <WithNotices>
        <ContactCard ctx={ctx} />
      </WithNotices>,
    );
    const section = await screen.findByTestId('card-calls', {}, { timeout: 15_000 });
    const name = await within(section).findByText(LONG_NAME, {}, { timeout: 15_000 });

    const widths = [...section.querySelectorAll('colgroup col')].map((col) =>
      parseInt((col as HTMLElement).style.width, 10),
    );
    expect(widths).toHaveLength(8);
    expect(widths.every((width) => width >= 70)).toBe(true);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeLessThanOrEqual(800);
    // The table is as wide as its columns, inside a box that scrolls sideways when the card is narrower.
    expect(section.querySelector('table')).toHaveStyle({ tableLayout: 'fixed' });
    expect(section.querySelector('.ant-table-content')).toHaveStyle({ overflowX: 'auto' });

    expect(name.closest('td')).toHaveClass('ant-table-cell-ellipsis');
    await userEvent.hover(name);
    await waitFor(() =>
      expect(screen.getAllByRole('tooltip').map((tip) => tip.textContent)).toContain(LONG_NAME),
    );
  });
});
