import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SoftphoneRoot from '@/plugins/softphone/SoftphoneRoot';
import { startPhone, updatePhoneProjects } from '@/plugins/softphone/phone/instance';
import { ProjectChoice } from '@/plugins/softphone/ui/ProjectChoice';
import { changeLocale } from '@/src/i18n';
import { USER_PROJECTS_POLL_MS } from '@/src/plugin-api';
import { useUserProjectsPoll } from '@/src/plugin-api/user-projects';
import { api, useApiServer } from './support';
import { fakePhone, renderWithPhone, slotCtx, userAs } from './softphone-ui-support';

vi.mock('@/plugins/softphone/phone/instance', () => ({
  phoneInstance: () => {
    throw new Error('the tests hand components a fake phone');
  },
  startPhone: vi.fn(() => () => undefined),
  updatePhoneProjects: vi.fn(),
}));

const { server } = useApiServer();
afterEach(() => vi.useRealTimers());

const PROJECTS = [
  { id: 1, title: 'Sales', queueName: 'campaign_1' },
  { id: 2, title: 'Support', queueName: 'campaign_2' },
];

beforeEach(async () => {
  await changeLocale('en');
});

describe('campaign-select dialog (spec 000 section 2.6)', () => {
  it('is not offered with one project', () => {
    renderWithPhone(
      fakePhone({ projects: PROJECTS.slice(0, 1), queueName: 'campaign_1' }),
      <ProjectChoice />,
    );
    expect(screen.queryByTestId('softphone-project')).not.toBeInTheDocument();
  });

  it('with several projects shows the current one and sends the chosen queue', async () => {
    const phone = fakePhone({ projects: PROJECTS, queueName: null });
    renderWithPhone(phone, <ProjectChoice />);
    expect(screen.getByTestId('softphone-project')).toHaveTextContent('Project: Choose a project');
    fireEvent.click(screen.getByTestId('softphone-project'));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a project' });
    expect(within(dialog).getByTestId('softphone-project-choose')).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Support'));
    fireEvent.click(within(dialog).getByTestId('softphone-project-choose'));
    expect(phone.actions.chooseQueue).toHaveBeenCalledWith('campaign_2');
    phone.set({ queueName: 'campaign_2' });
    expect(screen.getByTestId('softphone-project')).toHaveTextContent('Project: Support');
  });
});

describe('the phone follows the projects poll (spec 001 sections 7 and 9, issue 14)', () => {
  const SALES = { project_id: 1, queue_name: 'campaign_1', title: 'Sales', trunk: null };
  const SUPPORT = { project_id: 2, queue_name: 'campaign_2', title: 'Support', trunk: null };

  /** The shell's poll (the dashboard layout's) beside the phone's root, as the signed-in page has them. */
  function ShellPoll() {
    useUserProjectsPoll(userAs('ROLE_OPERATOR'));
    return null;
  }

  it('hands the running phone each changed reply of GET /user/projects', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    vi.mocked(startPhone).mockClear();
    vi.mocked(updatePhoneProjects).mockClear();
    let items = [SALES];
    server.use(http.get(api('/user/projects'), () => HttpResponse.json({ items })));
    renderWithPhone(
      fakePhone(),
      <>
        <ShellPoll />
        <SoftphoneRoot ctx={slotCtx()} />
      </>,
    );
    expect(startPhone).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(updatePhoneProjects).toHaveBeenLastCalledWith([SALES]));
    items = [SALES, SUPPORT];
    await act(() => vi.advanceTimersByTimeAsync(USER_PROJECTS_POLL_MS));
    await vi.waitFor(() => expect(updatePhoneProjects).toHaveBeenLastCalledWith([SALES, SUPPORT]));
    const calls = vi.mocked(updatePhoneProjects).mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(USER_PROJECTS_POLL_MS)); // the same reply: nothing new
    expect(updatePhoneProjects).toHaveBeenCalledTimes(calls);
    items = [];
    await act(() => vi.advanceTimersByTimeAsync(USER_PROJECTS_POLL_MS));
    await vi.waitFor(() => expect(updatePhoneProjects).toHaveBeenLastCalledWith([]));
    expect(startPhone).toHaveBeenCalledTimes(1); // the same phone all along
  });
});
