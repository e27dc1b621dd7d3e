// The icons a declaration may name (`menu.icon`). An explicit set, so the bundle carries these and
// not the whole icon package; a declaration naming another one fails tests/unit/resource-routes.test.ts.
import {
  AimOutlined,
  ApiOutlined,
  AppstoreOutlined,
  ClusterOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOutlined,
  IdcardOutlined,
  PhoneOutlined,
  ProfileOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  RetweetOutlined,
  SafetyCertificateOutlined,
  SoundOutlined,
  StopOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

export const RESOURCE_ICONS: Readonly<Record<string, ComponentType>> = {
  AimOutlined,
  ApiOutlined,
  AppstoreOutlined,
  ClusterOutlined,
  CustomerServiceOutlined,
  FileTextOutlined,
  FlagOutlined,
  FolderOutlined,
  IdcardOutlined,
  PhoneOutlined,
  ProfileOutlined,
  ProjectOutlined,
  QuestionCircleOutlined,
  RetweetOutlined,
  SafetyCertificateOutlined,
  SoundOutlined,
  StopOutlined,
  SyncOutlined,
  TagsOutlined,
  TeamOutlined,
};

/** The icon element for a declared name; undefined for a name outside the set. */
export function resourceIcon(name: string | undefined) {
  const Icon = name ? RESOURCE_ICONS[name] : undefined;
  return Icon ? <Icon /> : undefined;
}
