import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ProjectChoice } from '@/plugins/softphone/ui/ProjectChoice';
import { changeLocale } from '@/src/i18n';
import { fakePhone, renderWithPhone } from './softphone-ui-support';

vi.mock('@/plugins/softphone/phone/instance', () => ({
  phoneInstance: () => {
    throw new Error('the tests hand components a fake phone');
  },
}));

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
