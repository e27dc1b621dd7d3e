// The lazy chunk of the generated screens: one component per declaration and page, bound to its
// declaration (created once, so a page keeps its identity across renders).
import type { ComponentType } from 'react';
import type { ResourceDeclaration } from '../define';
import { FormPage } from './form/FormPage';
import { ListPage } from './list/ListPage';
import type { PageKind } from './routes';
import { ShowPage } from './view/ShowPage';

const cache = new WeakMap<ResourceDeclaration, Map<PageKind, ComponentType>>();

function create(resource: ResourceDeclaration, kind: PageKind): ComponentType {
  const Page = () => {
    if (kind === 'list') return <ListPage resource={resource} />;
    if (kind === 'show') return <ShowPage resource={resource} />;
    return <FormPage key={kind} resource={resource} mode={kind} />;
  };
  Page.displayName = `${resource.name}.${kind}`;
  return Page;
}

export function pageFor(resource: ResourceDeclaration, kind: PageKind): ComponentType {
  let pages = cache.get(resource);
  if (!pages) cache.set(resource, (pages = new Map()));
  let page = pages.get(kind);
  if (!page) pages.set(kind, (page = create(resource, kind)));
  return page;
}
