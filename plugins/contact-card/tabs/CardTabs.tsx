import { Tabs } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useSlotItems, useTranslation, type ContactSlotContext } from '@/src/plugin-api';
import { cardAccess } from '../access';
import type { Contact } from '../types';
import { BaseTab } from './BaseTab';
import ScriptTab from '../script/ScriptTab';
import { useActiveTab } from './use-active-tab';

/**
 * The right side of the card (spec 000 section 2.4): base, then the tabs other plugins add through the
 * `contactCard.tabs` slot in slot order, then the operator script for who may see it. The e-mail and SMS
 * tabs (MAILER_ENABLED) come with the messages, as plugin tabs of this slot.
 */
export function CardTabs({ contact, ctx }: { contact: Contact; ctx: ContactSlotContext }) {
  const { t } = useTranslation('contact-card');
  const { t: translate } = useTranslation();
  const slotItems = useSlotItems('contactCard.tabs', ctx);
  const items = useMemo(() => {
    const list: { key: string; label: ReactNode; children: ReactNode }[] = [
      { key: 'base', label: t('tabs.base'), children: <BaseTab contact={contact} /> },
    ];
    for (const { item, pluginId, node } of slotItems)
      list.push({ key: item.id, label: translate(item.title ?? item.id, { ns: pluginId }), children: node });
    if (cardAccess(ctx.user).script)
      list.push({
        key: 'scriptOperator',
        label: t('tabs.scriptOperator'),
        children: <ScriptTab contact={contact} user={ctx.user} />,
      });
    return list;
  }, [t, translate, contact, slotItems, ctx.user]);
  const [active, choose] = useActiveTab(items.map((i) => i.key));
  return <Tabs activeKey={active} onChange={choose} items={items} destroyOnHidden data-testid="card-tabs" />;
}
