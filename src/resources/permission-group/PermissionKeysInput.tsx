// The `permissionKeys` form widget of permission groups: every catalogue key, grouped by area, chosen by
// ticking its description; the value is the list of chosen keys, in catalogue order. Keys the catalogue
// no longer has are dropped on the next change (the server refuses unknown keys).
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { PERMISSION_KEYS, type PermissionKey } from '@/src/permissions/catalogue';
import type { WidgetProps } from '../ui/form/widgets';
import { useText } from '../ui/use-text';
import { AreaGroup } from './AreaGroup';
import { EDITOR_TEXTS, PERMISSION_AREAS } from './areas';
import './permission-keys.css';

const asKeys = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export default function PermissionKeysInput({ value, onChange, id, disabled }: WidgetProps) {
  const text = useText();
  const chosen = useMemo(() => new Set(asKeys(value)), [value]);
  const count = PERMISSION_KEYS.filter((k) => chosen.has(k)).length;

  const toggle = (keys: readonly PermissionKey[], on: boolean) => {
    const next = new Set(chosen);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange?.(PERMISSION_KEYS.filter((k) => next.has(k)));
  };

  return (
    <Flex vertical gap={8} id={id} data-testid="permission-keys">
      <Typography.Text type="secondary" data-testid="permission-count">
        {text(EDITOR_TEXTS.chosen)
          .replace('{n}', String(count))
          .replace('{total}', String(PERMISSION_KEYS.length))}
      </Typography.Text>
      <div className="permission-areas">
        {PERMISSION_AREAS.map((group) => (
          <AreaGroup
            key={group.area}
            {...group}
            chosen={chosen}
            disabled={disabled}
            text={text}
            onToggle={toggle}
          />
        ))}
      </div>
    </Flex>
  );
}
