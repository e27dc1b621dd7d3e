// The permission group form's `permissionKeys` widget: catalogue keys grouped by area with their
// descriptions, a select-all per area, and the chosen keys sent as the `permissions` list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@/src/permissions/catalogue';
import { AREA_LABELS, PERMISSION_AREAS } from '@/src/resources/permission-group/areas';
import { admin, useApiServer } from './support';
import { fakeResource, preloadChunks, startApp } from './resource-support';

const { server } = useApiServer();
beforeAll(async () => {
  await preloadChunks();
  await import('@/src/resources/permission-group/PermissionKeysInput');
});

const groups = [{ id: 1, title: 'Operators', permissions: ['global.call', 'contact.list', 'contact.show'] }];
const editor = () => screen.findByTestId('permission-keys', {}, { timeout: 15_000 });
const area = (name: string) => document.querySelector(`[data-area="${name}"]`) as HTMLElement;
// By value, not by role and name: naming ~150 checkboxes is seconds of jsdom's work per query.
const selectAll = (name: string) => area(name).querySelector('legend input[type="checkbox"]') as HTMLElement;
const keyBox = (name: string, key: string) =>
  area(name).querySelector(`input[type="checkbox"][value="${key}"]`) as HTMLElement;

describe('the permission keys editor', () => {
  it('names every area of the catalogue in both languages', () => {
    for (const { area: name } of PERMISSION_AREAS) {
      expect(AREA_LABELS[name].en, name).toBeTruthy();
      expect(AREA_LABELS[name].ru, name).toBeTruthy();
    }
    expect(PERMISSION_AREAS.flatMap((g) => g.keys)).toEqual(PERMISSION_KEYS);
  });

  it("sends an area's keys and one more key on create", async () => {
    const fake = fakeResource(server, 'permission_group', groups);
    startApp(server, '/settings/permission/create', admin);
    const keys = await editor();
    expect(within(keys).getByTestId('permission-count')).toHaveTextContent(
      `Выбрано 0 из ${PERMISSION_KEYS.length}`,
    );
    expect(within(area('blackList')).getByText('Чёрный список')).toBeInTheDocument();
    // Shown as the identifier it is (a <code>), so no one takes it for an untranslated text (issue 14).
    expect(within(area('blackList')).getByText('blackList.import').tagName).toBe('CODE');

    await userEvent.type(
      within(document.querySelector('[data-field="title"]')!).getByRole('textbox'),
      'Auditors',
    );
    await userEvent.click(selectAll('blackList'));
    await userEvent.click(
      within(area('dashboard')).getByRole('checkbox', { name: /Открывать рабочий стол/ }),
    );
    expect(selectAll('dashboard')).toBeChecked();
    expect(within(keys).getByTestId('permission-count')).toHaveTextContent(
      `Выбрано 5 из ${PERMISSION_KEYS.length}`,
    );

    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0].body.get('title')).toBe('Auditors');
    expect(fake.writes[0].body.getAll('permissions')).toEqual([
      'dashboard.list',
      'blackList.list',
      'blackList.import',
      'blackList.add',
      'blackList.delete',
    ]);
  });

  it('shows the stored keys ticked on edit, a partly chosen area as indeterminate', async () => {
    const fake = fakeResource(server, 'permission_group', groups);
    startApp(server, '/settings/permission/update/1', admin);
    await editor();
    await waitFor(() =>
      expect(keyBox('global', 'global.call')).toBeChecked(),
    );
    expect(keyBox('contact', 'contact.list')).toBeChecked();
    expect(keyBox('contact', 'contact.create')).not.toBeChecked();
    expect(selectAll('global')).toBeChecked();
    expect(area('contact').querySelector('.ant-checkbox-indeterminate')).not.toBeNull();
    // The editor found first may be replaced once the row arrives: ask the document again.
    expect(screen.getByTestId('permission-count')).toHaveTextContent(
      `Выбрано 3 из ${PERMISSION_KEYS.length}`,
    );

    // A partly chosen area's box first chooses the whole area, then clears it; other areas stay.
    await userEvent.click(selectAll('contact'));
    expect(selectAll('contact')).toBeChecked();
    expect(keyBox('contact', 'contact.create')).toBeChecked();
    await userEvent.click(selectAll('contact'));
    expect(keyBox('contact', 'contact.list')).not.toBeChecked();
    await userEvent.click(screen.getByTestId('resource-save'));
    await waitFor(() => expect(fake.writes).toHaveLength(1));
    expect(fake.writes[0].body.getAll('permissions')).toEqual(['global.call']);
  });
});
