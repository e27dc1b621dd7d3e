// How a settings screen is declared. Every resource under /settings shares the same frame: its route is
// /settings/<name>, its menu entry sits under Settings, every action also needs `settings.list`, and the
// list is ordered by id. Writing that frame once leaves each declaration with only its own decisions.
import type { ResourceDeclaration } from './define';

/** The four keys of an area that has all of them (`tag` -> tag.list, tag.create, tag.update, tag.delete). */
export const crudKeys = <A extends string>(area: A) =>
  ({
    list: `${area}.list`,
    create: `${area}.create`,
    update: `${area}.update`,
    delete: `${area}.delete`,
  }) as const;

export interface SettingsScreen extends Omit<
  ResourceDeclaration,
  'route' | 'menu' | 'requires' | 'defaultSort'
> {
  /** When the spec's path is not /settings/<name>. */
  route?: string;
  icon: string;
  /** Place in the Settings menu. */
  order: number;
  /** Row order of the list by id: 'asc' for the screens the spec lists oldest first. */
  ids: 'asc' | 'desc';
}

export const settingsResource = ({
  route,
  icon,
  order,
  ids,
  ...own
}: SettingsScreen): ResourceDeclaration => ({
  ...own,
  route: route ?? `/settings/${own.name}`,
  menu: { parent: 'settings', icon, order },
  requires: ['settings.list'],
  defaultSort: { field: 'id', order: ids },
});
