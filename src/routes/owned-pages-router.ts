// Refine's react-router binding, also matching the pages Refine has no action for (a generated list's
// import page, listed in its resource's `meta.pages` by toRefineResources) to their owner's resource: the
// menu keeps the list entry highlighted there (spec 000 section 2.1) and the page's hooks know the resource.
import { ResourceContext, type IResourceItem, type RouterProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { useCallback, useContext, useMemo } from 'react';
import { matchPath, useLocation } from 'react-router';

const ownerOf = (resources: IResourceItem[], pathname: string) =>
  resources.find((resource) =>
    Object.values((resource.meta?.pages ?? {}) as Record<string, string>).some((path) =>
      matchPath({ path, end: true }, pathname),
    ),
  );

/**
 * The signed-in routes are drawn under the router's catch-all `*` (routes/AppRoutes.tsx), whose match
 * (`'*': 'settings/user/list'`) would otherwise join the page's parameters and every link Refine builds.
 */
const withoutSplat = ({ '*': _splat, ...params }: Record<string, unknown> = {}) => params;

// Refine calls `parse` as a hook (in useParsed), once per render of its caller.
const useParseWithOwnedPages: NonNullable<RouterProvider['parse']> = () => {
  const parseRoute = routerProvider.parse!();
  const { pathname } = useLocation();
  const { resources } = useContext(ResourceContext);
  const owner = useMemo(() => ownerOf(resources, pathname), [resources, pathname]);
  return useCallback(() => {
    const parsed = { ...parseRoute() };
    parsed.params = withoutSplat(parsed.params);
    return parsed.resource || !owner ? parsed : { ...parsed, resource: owner };
  }, [parseRoute, owner]);
};

export const ownedPagesRouter: RouterProvider = { ...routerProvider, parse: useParseWithOwnedPages };
