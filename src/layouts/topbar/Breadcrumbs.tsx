import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbTrail } from '@/src/routes/breadcrumb-trail';
import type { AppRoute } from '@/src/routes/route-types';
import { useRouteLabel } from '@/src/routes/use-route-label';

/** The titles of the matched route and its parents; every crumb but the last links to its page. */
export function Breadcrumbs({ routes }: { routes: AppRoute[] }) {
  const { pathname } = useLocation();
  const label = useRouteLabel();
  const items = useMemo(() => {
    const trail = breadcrumbTrail(routes, pathname);
    return trail.map((crumb, index) => {
      const text = label(crumb.label, crumb.labelNs);
      const linked = crumb.path && index < trail.length - 1 && !crumb.path.includes(':');
      return { key: crumb.name, title: linked ? <Link to={crumb.path!}>{text}</Link> : text };
    });
  }, [routes, pathname, label]);
  return <Breadcrumb className="shell-topbar__breadcrumbs" items={items} data-testid="breadcrumbs" />;
}
