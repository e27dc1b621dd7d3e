import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_RUNTIME_CONFIG } from '@/src/boot/runtime-config';
import { createPluginRegistry } from '@/src/plugin-api/registry';
import { Slot } from '@/src/plugin-api/Slot';
import type { SlotItemProps } from '@/src/plugin-api/types';
import { toCurrentUser } from '@/src/session/current-user';
import { admin, operator, renderInShell, userWith } from './support';

const widget = (text: string) =>
  vi.fn(async () => ({
    default: ({ ctx }: SlotItemProps<'dashboard.widgets'>) => <p>{`${text} for ${ctx.user.fullName}`}</p>,
  }));

function setUp() {
  const loads = {
    open: widget('Open widget'),
    callers: widget('Callers widget'),
    users: widget('Users widget'),
    supervisors: widget('Supervisors widget'),
    flagged: widget('Flagged widget'),
  };
  const registry = createPluginRegistry();
  registry.register({
    id: 'demo',
    slots: {
      'dashboard.widgets': [
        { id: 'users', order: 2, permission: ['settings.list', 'user.list'], load: loads.users },
        { id: 'open', order: 1, load: loads.open },
        { id: 'callers', order: 3, permission: 'global.call', load: loads.callers },
        { id: 'supervisors', order: 4, roles: ['ROLE_SUPERVISOR'], load: loads.supervisors },
        {
          id: 'flagged',
          order: 5,
          when: (ctx) => ctx.config.features.MAILER_ENABLED === 'true',
          load: loads.flagged,
        },
      ],
    },
  });
  return { registry, loads };
}

const ctxOf = (user: typeof operator, features = {}) => ({
  user: toCurrentUser(user)!,
  config: { ...DEFAULT_RUNTIME_CONFIG, features },
});

describe('<Slot>', () => {
  it('renders the permitted items lazily, in order, with the slot context', async () => {
    const { registry, loads } = setUp();
    renderInShell(<Slot name="dashboard.widgets" ctx={ctxOf(operator)} />, { registry });
    expect(await screen.findByText('Open widget for Olga Operator')).toBeInTheDocument();
    expect(await screen.findByText('Callers widget for Olga Operator')).toBeInTheDocument();
    expect(screen.queryByText(/Users widget/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Supervisors widget/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Flagged widget/)).not.toBeInTheDocument();
    // Hidden items never even download their code.
    expect(loads.users).not.toHaveBeenCalled();
    expect(loads.supervisors).not.toHaveBeenCalled();
    expect(loads.flagged).not.toHaveBeenCalled();
    expect(screen.getAllByText(/widget for/).map((p) => p.textContent)).toEqual([
      'Open widget for Olga Operator',
      'Callers widget for Olga Operator',
    ]);
  });

  it('admin sees every item whose `when` holds; `when` reads the context', async () => {
    const { registry } = setUp();
    const { unmount } = renderInShell(<Slot name="dashboard.widgets" ctx={ctxOf(admin)} />, { registry });
    expect(await screen.findByText('Supervisors widget for Anna Admin')).toBeInTheDocument();
    expect(screen.getAllByText(/widget for/)).toHaveLength(4);
    unmount();
    renderInShell(<Slot name="dashboard.widgets" ctx={ctxOf(admin, { MAILER_ENABLED: 'true' })} />, {
      registry,
    });
    expect(await screen.findByText('Flagged widget for Anna Admin')).toBeInTheDocument();
  });

  it('admits a listed role without keys, and every key of an array', async () => {
    const { registry } = setUp();
    const supervisor = userWith('ROLE_SUPERVISOR', 'settings.list,user.list', 'Sam Supervisor');
    renderInShell(<Slot name="dashboard.widgets" ctx={ctxOf(supervisor)} />, { registry });
    expect(await screen.findByText('Supervisors widget for Sam Supervisor')).toBeInTheDocument();
    expect(screen.getByText('Users widget for Sam Supervisor')).toBeInTheDocument();
    expect(screen.queryByText(/Callers widget/)).not.toBeInTheDocument();
  });

  it('wraps items with renderItem, and a failing item disappears alone', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const registry = createPluginRegistry();
    registry.register({
      id: 'tabs',
      slots: {
        'contactCard.tabs': [
          {
            id: 'good',
            title: 'good.title',
            load: async () => ({ default: ({ ctx }) => <span>contact {ctx.contactId}</span> }),
          },
          { id: 'broken', load: async () => Promise.reject(new Error('chunk failed')) },
        ],
      },
    });
    renderInShell(
      <Slot
        name="contactCard.tabs"
        ctx={{ ...ctxOf(operator), contactId: 42 }}
        renderItem={(node, item) => <section data-testid={`tab-${item.id}`}>{node}</section>}
      />,
      { registry },
    );
    expect(await within(await screen.findByTestId('tab-good')).findByText('contact 42')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('tab-broken')).toBeEmptyDOMElement());
    error.mockRestore();
  });

  it('renders nothing for a slot nobody filled', () => {
    const { container } = renderInShell(<Slot name="softphone.area" ctx={ctxOf(operator)} />);
    expect(container).toBeEmptyDOMElement();
  });
});
