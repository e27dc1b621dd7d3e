// An enum value shown as a coloured tag (a field's `display.tagColors`), with another field of the same row
// as its tooltip (`display.tooltipField`): a trunk's registration state, red with the carrier's reason.
// The empty option is a value too ("not registering"), so it gets its tag like the others.
import type { BaseRecord } from '@refinedev/core';
import { Tag, Tooltip } from 'antd';
import type { FieldDeclaration } from '../../define';
import { optionLabel, useText } from '../use-text';

export function TagValue({
  field,
  value,
  row,
}: {
  field: FieldDeclaration;
  value: unknown;
  row?: BaseRecord;
}) {
  const text = useText();
  const option = value === null || value === undefined ? '' : String(value);
  const display = field.display!;
  const tag = (
    <Tag color={display.tagColors[option]} data-value={option}>
      {optionLabel(field, option, text)}
    </Tag>
  );
  const tooltip = display.tooltipField ? row?.[display.tooltipField] : undefined;
  return typeof tooltip === 'string' && tooltip !== '' ? <Tooltip title={tooltip}>{tag}</Tooltip> : tag;
}
