// One area of the permission editor: its title with a "select all" box (indeterminate when only some keys
// are chosen) and one box per key, labelled by the key's description with the key itself beneath.
import { Checkbox, Typography } from 'antd';
import { PERMISSIONS, type PermissionKey } from '@/src/permissions/catalogue';
import type { TextOf } from '../ui/use-text';
import { AREA_LABELS, EDITOR_TEXTS, type AreaKeys } from './areas';

interface Props extends AreaKeys {
  chosen: ReadonlySet<string>;
  disabled?: boolean;
  text: TextOf;
  onToggle: (keys: readonly PermissionKey[], on: boolean) => void;
}

export function AreaGroup({ area, keys, chosen, disabled, text, onToggle }: Props) {
  const count = keys.filter((k) => chosen.has(k)).length;
  const title = text(AREA_LABELS[area]);
  return (
    <fieldset className="permission-area" data-area={area}>
      <legend>
        <Typography.Text strong>{title}</Typography.Text>
        <Checkbox
          style={{ marginInlineStart: 12 }}
          checked={count === keys.length}
          indeterminate={count > 0 && count < keys.length}
          disabled={disabled}
          aria-label={`${text(EDITOR_TEXTS.all)}: ${title}`}
          onChange={(e) => onToggle(keys, e.target.checked)}
        >
          {text(EDITOR_TEXTS.all)} ({count}/{keys.length})
        </Checkbox>
      </legend>
      {keys.map((key) => (
        <Checkbox
          key={key}
          className="permission-key"
          value={key}
          checked={chosen.has(key)}
          disabled={disabled}
          onChange={(e) => onToggle([key], e.target.checked)}
        >
          {text(PERMISSIONS[key])}{' '}
          {/* A <code>: the key is shown as the identifier it is, not a text that failed to translate. */}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <code>{key}</code>
          </Typography.Text>
        </Checkbox>
      ))}
    </fieldset>
  );
}
