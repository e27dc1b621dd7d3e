// The icons a menu entry may name (`menu.icon` of a declaration, `meta.iconName` of a route). An explicit
// set, so the bundle carries these and not the whole icon package; a declaration naming another one fails
// tests/unit/resource-routes.test.ts. Each is its own small module, loaded when a menu first shows it: an
// operator's menu shows a handful of the two dozen (issue 14, "Fast first paint").
import { lazy, Suspense, type ComponentType } from 'react';

type IconProps = { className?: string };
type IconModule = () => Promise<{ default: ComponentType<IconProps> }>;

export const RESOURCE_ICONS: Readonly<Record<string, IconModule>> = {
  AimOutlined: () => import('@ant-design/icons/es/icons/AimOutlined'),
  ApiOutlined: () => import('@ant-design/icons/es/icons/ApiOutlined'),
  AppstoreOutlined: () => import('@ant-design/icons/es/icons/AppstoreOutlined'),
  BarChartOutlined: () => import('@ant-design/icons/es/icons/BarChartOutlined'),
  ClusterOutlined: () => import('@ant-design/icons/es/icons/ClusterOutlined'),
  CustomerServiceOutlined: () => import('@ant-design/icons/es/icons/CustomerServiceOutlined'),
  DashboardOutlined: () => import('@ant-design/icons/es/icons/DashboardOutlined'),
  FileTextOutlined: () => import('@ant-design/icons/es/icons/FileTextOutlined'),
  FlagOutlined: () => import('@ant-design/icons/es/icons/FlagOutlined'),
  FolderOutlined: () => import('@ant-design/icons/es/icons/FolderOutlined'),
  IdcardOutlined: () => import('@ant-design/icons/es/icons/IdcardOutlined'),
  PhoneOutlined: () => import('@ant-design/icons/es/icons/PhoneOutlined'),
  ProfileOutlined: () => import('@ant-design/icons/es/icons/ProfileOutlined'),
  ProjectOutlined: () => import('@ant-design/icons/es/icons/ProjectOutlined'),
  QuestionCircleOutlined: () => import('@ant-design/icons/es/icons/QuestionCircleOutlined'),
  RetweetOutlined: () => import('@ant-design/icons/es/icons/RetweetOutlined'),
  SafetyCertificateOutlined: () => import('@ant-design/icons/es/icons/SafetyCertificateOutlined'),
  SettingOutlined: () => import('@ant-design/icons/es/icons/SettingOutlined'),
  SoundOutlined: () => import('@ant-design/icons/es/icons/SoundOutlined'),
  StopOutlined: () => import('@ant-design/icons/es/icons/StopOutlined'),
  SyncOutlined: () => import('@ant-design/icons/es/icons/SyncOutlined'),
  TagsOutlined: () => import('@ant-design/icons/es/icons/TagsOutlined'),
  TeamOutlined: () => import('@ant-design/icons/es/icons/TeamOutlined'),
};

const loaded = new Map<string, ComponentType<IconProps>>();

/** The named icon once its module is in; meanwhile an empty box of its size, so the menu does not shift. */
function LazyIcon({ name, className }: IconProps & { name: string }) {
  let Icon = loaded.get(name);
  if (!Icon) {
    Icon = lazy(RESOURCE_ICONS[name]);
    loaded.set(name, Icon);
  }
  const box = <span className={`anticon ${className ?? ''}`} style={{ width: '1em', height: '1em' }} />;
  return (
    <Suspense fallback={box}>
      <Icon className={className} />
    </Suspense>
  );
}

/** The icon element for a declared name; undefined for a name outside the set. */
export function resourceIcon(name: string | undefined) {
  return name && RESOURCE_ICONS[name] ? <LazyIcon name={name} /> : undefined;
}
