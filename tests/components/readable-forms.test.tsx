// Issue 14, long forms: the project and trunk forms' fields sit in titled sections (regions named by their titles,
// in the declaration's order) and Save sits in a bar that sticks to the bottom of the viewport. jsdom does
// not scroll: this checks the bar's declared `position: sticky` and that Save and Cancel are inside it.
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_GROUPS } from '@/src/resources/campaign/groups';
import { admin, useApiServer } from './support';
import { fakeResource, preloadChunks, startApp } from './resource-support';

const { server } = useApiServer();
beforeAll(preloadChunks);

function fakeProjects() {
  for (const name of ['user_group', 'user', 'trunk', 'template_card', 'script_operator', 'moh'])
    fakeResource(server, name, []);
  fakeResource(server, 'campaign', [
    { id: 7, title: 'Sales', queue_name: 'campaign_7', time_zone: 'Europe/Moscow' },
  ]);
}

describe('the trunk form (issue 14)', () => {
  it('reads as the carrier account, its calls and whether it is in use', async () => {
    fakeResource(server, 'campaign', [{ id: 7, title: 'Sales', queue_name: 'campaign_7' }]);
    startApp(server, '/settings/trunk/create', admin);
    const form = await screen.findByTestId('resource-form-trunk', {}, { timeout: 15_000 });
    const names = within(form)
      .getAllByRole('region')
      .map((section) => document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent);
    expect(names).toEqual(['Учётная запись оператора связи', 'Звонки', 'Использование']);
    const inSection = (name: string) =>
      [...within(form).getByRole('region', { name }).querySelectorAll('[data-field]')].map((f) =>
        f.getAttribute('data-field'),
      );
    expect(inSection('Учётная запись оператора связи')).toEqual(
      expect.arrayContaining(['title', 'host', 'port', 'password', 'register']),
    );
    expect(inSection('Звонки')).toEqual(expect.arrayContaining(['caller_id', 'capacity', 'queue']));
    expect(inSection('Использование')).toEqual(['active', 'inbound_control']);
  });
});

describe('the project form (issue 14)', () => {
  it('groups its fields in titled sections, in the declared order', async () => {
    fakeProjects();
    startApp(server, '/campaign/update/7', admin);
    const form = await screen.findByTestId('resource-form-campaign', {}, { timeout: 15_000 });
    const names = within(form)
      .getAllByRole('region')
      .map((section) => document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent);
    expect(names).toEqual(CAMPAIGN_GROUPS.map((group) => group.label.ru));
    const main = within(form).getByRole('region', { name: 'Проект' });
    expect(main.querySelector('[data-field="title"]')).not.toBeNull();
    const telephony = within(form).getByRole('region', { name: 'Транк, контекст, номер, часовой пояс' });
    expect(telephony.querySelector('[data-field="time_zone"]')).not.toBeNull();
  });

  it('keeps Save and Cancel in a bar stuck to the bottom of the viewport', async () => {
    fakeProjects();
    startApp(server, '/campaign/update/7', admin);
    const form = await screen.findByTestId('resource-form-campaign', {}, { timeout: 15_000 });
    const bar = within(form).getByTestId('sticky-action-bar');
    expect(bar).toHaveStyle({ position: 'sticky', bottom: '0px' });
    expect(within(bar).getByTestId('resource-save')).toBeInTheDocument();
    expect(within(bar).getByTestId('resource-cancel')).toBeInTheDocument();
    // The bar is the form's last child: it sticks while the sections above it scroll past.
    expect(form.querySelector('form')!.lastElementChild).toBe(bar);
  });
});
