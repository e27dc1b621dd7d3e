import { Select } from 'antd';
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

/** The user's telephony status in the top bar (spec 000 section 4.4); the engine may refuse a change. */
export default function PresenceSelect({ ctx }: SlotItemProps<'topbar'>) {
  const { t } = useTranslation('softphone');
  const { presence } = usePhoneState();
  const actions = usePhoneActions();
  const disabled = !canChangePresence(ctx.user);
  const colour = presenceColour(presence, disabled);
  const options = presenceOptions(ctx.user, presence).map(({ value, choosable }) => ({
    value,
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
      <Select<Presence>
        value={presence}
        options={options}
        disabled={disabled}
        aria-label={t('presence.label')}
        popupMatchSelectWidth={false}
        style={{ minWidth: 150, borderBottom: `2px solid ${COLOUR_CSS[colour]}`, borderRadius: 6 }}
        onChange={(value) => value !== presence && actions.setPresence(value)}
      />
    </span>
  );
}
