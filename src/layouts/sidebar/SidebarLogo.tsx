import { Link } from 'react-router';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';
import { HOME_PATH } from '@/providers/paths';

const initials = (title: string) =>
  title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/** The deployment's own images when the server found them, else a wordmark of the title. */
export function SidebarLogo({ collapsed }: { collapsed: boolean }) {
  const { title, logo } = useRuntimeConfig();
  const image = collapsed ? logo.sidebar_min : logo.sidebar;
  return (
    <Link to={HOME_PATH} className="shell-sidebar__logo" data-testid="sidebar-logo" title={title}>
      {image ? (
        <img src={image} alt={title} />
      ) : (
        <span className="shell-sidebar__wordmark">{collapsed ? initials(title) : title}</span>
      )}
    </Link>
  );
}
