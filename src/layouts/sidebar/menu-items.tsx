import type { TreeMenuItem } from '@refinedev/core';
import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import { Link } from 'react-router';
import type { HelpMenu } from './help-menu';

type AntItem = Required<MenuProps>['items'][number];
type Translate = (label: string, ns?: string) => string;

const external = (href: string, text: string) => (
  <a href={href} target="_blank" rel="noreferrer">
    {text}
  </a>
);

/** Refine's menu tree as antd Menu items; labels are i18n keys in their route's namespace. */
export function toAntMenuItems(items: TreeMenuItem[], label: Translate): AntItem[] {
  return items.map((item) => {
    const text = label(item.meta?.label ?? item.name, item.meta?.labelNs);
    if (item.children.length > 0) {
      return { key: item.key, icon: item.icon, label: text, children: toAntMenuItems(item.children, label) };
    }
    const href: string | undefined = item.meta?.href;
    return {
      key: item.key,
      icon: item.icon,
      label: href ? external(href, text) : <Link to={item.route ?? '/'}>{text}</Link>,
    };
  });
}

export function helpMenuItem(help: HelpMenu, label: Translate, icon: ReactNode): AntItem {
  const links = help.links.map((l) => ({ key: `help:${l.key}`, label: external(l.href, label(l.label)) }));
  const integrations = help.integrations && {
    key: 'help:integrations',
    label: label('shell.help.integrations'),
    children: help.integrations.map((l) => ({
      key: `help:${l.key}`,
      label: external(l.href, label(l.label)),
    })),
  };
  return {
    key: 'help',
    icon,
    label: label('shell.menu.help'),
    children: integrations ? [...links, integrations] : links,
  };
}
