// The generator's route half: each declaration becomes entries of the route registry (the one place
// pages, menu entries, breadcrumbs, the guard and Refine resources come from):
//   `${route}`              -> redirect to the list
//   `${route}/list`         the list; the menu entry (under `menu.parent`) and the Refine resource
//   `${route}/create`       needs [...requires, permissions.create]
//   `${route}/update/:id`   needs [...requires, permissions.update]
//   `${route}/show/:id`     needs [...requires, permissions.show ?? permissions.list]
// Each page needs the keys keysFor() gives; an action the declaration does not name has no page, and
// the entry's `meta.access` map tells the buttons which keys each action needs (none: no button).
// The pages themselves are one lazy chunk (./pages), bound to their declaration.
import type { PermissionKey } from '@/src/permissions/catalogue';
import type { AppRoute, RefineAction } from '@/src/routes/route-types';
import { apiName, keysFor, type ResourceAction, type ResourceDeclaration } from '../define';
import { CRUD_NS, titleKey } from './texts';

export type PageKind = 'list' | 'create' | 'edit' | 'show';

/** Refine's name for each declared action. */
const REFINE_ACTION: Record<ResourceAction, RefineAction> = {
  list: 'list',
  show: 'show',
  create: 'create',
  update: 'edit',
  delete: 'delete',
  copy: 'copy',
};

export const listPath = (r: ResourceDeclaration) => `${r.route}/list`;
const createPath = (r: ResourceDeclaration) => `${r.route}/create`;
const editPath = (r: ResourceDeclaration) => `${r.route}/update/:id`;
const showPath = (r: ResourceDeclaration) => `${r.route}/show/:id`;

/** Keys per Refine action, for the actions this declaration offers. */
export function actionKeys(r: ResourceDeclaration): Partial<Record<RefineAction, PermissionKey[]>> {
  const out: Partial<Record<RefineAction, PermissionKey[]>> = {};
  for (const [action, refineAction] of Object.entries(REFINE_ACTION) as [ResourceAction, RefineAction][]) {
    const keys = keysFor(r, action);
    if (keys) out[refineAction] = keys;
  }
  return out;
}

// One loader per declaration and page: lazyOnce() caches components by loader identity.
const loader = (r: ResourceDeclaration, kind: PageKind) => () =>
  import('./pages').then((pages) => ({ default: pages.pageFor(r, kind) }));

export function resourceRoutes(resources: readonly ResourceDeclaration[]): AppRoute[] {
  return resources.flatMap((r): AppRoute[] => {
    const actions = actionKeys(r);
    const list: AppRoute = {
      name: r.name,
      resource: apiName(r),
      path: listPath(r),
      load: loader(r, 'list'),
      meta: {
        label: titleKey(r),
        labelNs: CRUD_NS,
        iconName: r.menu?.icon,
        parent: r.menu?.parent,
        order: r.menu?.order,
        menu: Boolean(r.menu && !r.menu.hidden),
        access: actions,
      },
    };
    const sub = (action: 'create' | 'edit' | 'show', path: string): AppRoute[] =>
      actions[action]
        ? [
            {
              name: `${r.name}.${action}`,
              path,
              owner: { name: r.name, action },
              load: loader(r, action),
              meta: {
                label: `action.${action}`,
                labelNs: CRUD_NS,
                parent: r.name,
                menu: false,
                access: actions,
              },
            },
          ]
        : [];
    const index: AppRoute = {
      name: `${r.name}.index`,
      path: r.route,
      redirectTo: listPath(r),
      meta: {
        label: titleKey(r),
        labelNs: CRUD_NS,
        parent: r.menu?.parent,
        menu: false,
        access: actions,
      },
    };
    return [
      list,
      ...sub('create', createPath(r)),
      ...sub('edit', editPath(r)),
      ...sub('show', showPath(r)),
      index,
    ];
  });
}
