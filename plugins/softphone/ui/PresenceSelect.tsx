import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation, type SlotItemProps } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import type { Presence } from '../phone/types';
import { COLOUR_CSS, presenceColour } from './colours';
import { canChangePresence, presenceOptions } from './presence-options';
import './texts';

const Dot = ({ colour }: { colour: string }) => (
  <span
    aria-hidden
    style={{
      display: 'inline-block',
      width: 8,
      height: 8,
      borderRadius: '50%',
      background: colour,
      marginRight: 8,
    }}
  />
);

/**
 * The user's telephony status in the top bar (spec 000 section 4.4); the engine may refuse a change. A
 * button with a menu, like the user menu beside it, rather than antd's Select: the top bar is on every
 * page, and Select (with its virtual list) would be 25 KB more of the dashboard's first download.
 */
export default function PresenceSelect({ ctx }: SlotItemProps<'topbar'>) {
  const { t } = useTranslation('softphone');
  const { presence } = usePhoneState();
  const actions = usePhoneActions();
  const disabled = !canChangePresence(ctx.user);
  const colour = presenceColour(presence, disabled);
  const items = presenceOptions(ctx.user, presence).map(({ value, choosable }) => ({
    key: value,
    disabled: !choosable,
    title: t(`presence.${value}`),
    label: (
      <span data-testid={`presence-option-${value}`}>
        <Dot colour={COLOUR_CSS[presenceColour(value, disabled)]} />
        {t(`presence.${value}`)}
      </span>
    ),
  }));
  return (
    <span
      data-testid="softphone-presence"
      data-state={presence}
      data-colour={colour}
      title={disabled ? t('presence.disabled') : undefined}
      style={{ display: 'inline-flex', padding: '0 8px' }}
    >
      <Dropdown
        trigger={['click']}
        disabled={disabled}
        menu={{
          items,
          selectable: true,
          selectedKeys: [presence],
          onClick: ({ key }) => key !== presence && actions.setPresence(key as Presence),
        }}
      >
        <Button
          disabled={disabled}
          aria-label={t('presence.label')}
          aria-haspopup="menu"
          style={{
            minWidth: 150,
            justifyContent: 'space-between',
            borderBottom: `2px solid ${COLOUR_CSS[colour]}`,
          }}
        >
          <span>
            <Dot colour={COLOUR_CSS[colour]} />
            {t(`presence.${presence}`)}
          </span>
          <DownOutlined style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.25)' }} />
        </Button>
      </Dropdown>
    </span>
  );
}
