// How a field's value reads in the list and on the show page: colours as a swatch and their name,
// booleans as a yes/no tag, references as the referenced rows' labels, html as a plain-text excerpt,
// passwords never; an enum with `display.tagColors` as a coloured tag (TagValue.tsx).
import type { BaseRecord } from '@refinedev/core';
import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { FieldDeclaration } from '../../define';
import { CRUD_NS } from '../texts';
import { optionLabel, useText } from '../use-text';
import { FileValue, isStoredFile } from './FileValue';
import { TagValue } from './TagValue';
import { ReferenceName } from '@/src/shared/table/cell-tip';

const SWATCH_COLORS: Record<string, string> = {
  none: 'transparent',
  red: '#f5222d',
  orange: '#fa8c16',
  yellow: '#fadb14',
  green: '#52c41a',
  cyan: '#13c2c2',
  blue: '#1677ff',
  violet: '#722ed1',
};

export function ColorSwatch({ color }: { color: string }) {
  return (
    <span
      className="crud-swatch"
      data-color={color}
      aria-hidden
      style={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: 3,
        verticalAlign: 'middle',
        background: SWATCH_COLORS[color] ?? 'transparent',
        border: '1px solid rgba(0, 0, 0, 0.25)',
      }}
    />
  );
}

/** The text of an HTML fragment, without running or loading anything in it (DOMParser is inert). */
function htmlText(html: string): string {
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

const excerpt = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

const DATE_FORMAT = 'DD-MM-YYYY';
const DATETIME_FORMAT = 'DD-MM-YYYY HH:mm';

const idsOf = (value: unknown): (string | number)[] =>
  (Array.isArray(value)
    ? value
    : value === null || value === undefined || value === ''
      ? []
      : [value]
  ).filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');

/** The labels the server sent with the row (`reference_labels`: field -> id -> label, server/resources/
 * reference-labels.ts), so reading a row never asks for the referenced resources, which the reader may not
 * be allowed to list (a guest on the projects list). An id without a label names a row deleted meanwhile. */
function ReferenceValue({
  field,
  value,
  row,
}: {
  field: FieldDeclaration;
  value: unknown;
  row?: BaseRecord;
}) {
  const { t } = useTranslation(CRUD_NS);
  const ids = idsOf(value);
  if (ids.length === 0) return null;
  const sent = (row?.reference_labels as Record<string, Record<string, string>> | undefined)?.[field.name];
  const labels = ids.map((id) => ({ id, label: sent?.[String(id)] ?? t('missingReference', { id }) }));
  if (field.type === 'reference') return <ReferenceName id={labels[0].id} name={labels[0].label} />;
  return (
    <Space size={[0, 4]} wrap>
      {labels.map((l) => (
        <Tag key={l.id} data-reference-id={l.id}>
          {l.label}
        </Tag>
      ))}
    </Space>
  );
}

export function FieldValue({
  field,
  value,
  row,
  full = false,
}: {
  field: FieldDeclaration;
  value: unknown;
  /** The whole row, for a tag's tooltip (`display.tooltipField`) and the labels of its references. */
  row?: BaseRecord;
  /** The show page: whole texts instead of excerpts. */
  full?: boolean;
}) {
  const text = useText();
  const { t } = useTranslation(CRUD_NS);
  if (field.type === 'password') return null;
  if (field.type === 'reference' || field.type === 'referenceMulti')
    return <ReferenceValue field={field} value={value} row={row} />;
  if (field.display) return <TagValue field={field} value={value} row={row} />;
  if (value === null || value === undefined || value === '') return null;
  switch (field.type) {
    case 'file':
      return isStoredFile(value) ? <FileValue file={value} /> : null;
    case 'boolean':
      return value === true || value === 'true' ? (
        <Tag color="green" data-value="true">
          {t('yes')}
        </Tag>
      ) : (
        <Tag data-value="false">{t('no')}</Tag>
      );
    case 'color':
      return (
        <Space size={6}>
          <ColorSwatch color={String(value)} />
          <span>{optionLabel(field, String(value), text)}</span>
        </Space>
      );
    case 'enum':
      return <>{optionLabel(field, String(value), text)}</>;
    case 'enumMulti':
      return (
        <Space size={[0, 4]} wrap>
          {idsOf(value).map((v) => (
            <Tag key={v}>{optionLabel(field, String(v), text)}</Tag>
          ))}
        </Space>
      );
    case 'html': {
      const plain = htmlText(String(value));
      return <>{full ? plain : excerpt(plain)}</>;
    }
    case 'json': {
      const json = typeof value === 'string' ? value : JSON.stringify(value, null, full ? 2 : undefined);
      return full ? (
        <pre style={{ margin: 0 }}>{json}</pre>
      ) : (
        <Typography.Text code>{excerpt(json)}</Typography.Text>
      );
    }
    case 'date':
      return <>{dayjs(String(value)).format(DATE_FORMAT)}</>;
    case 'datetime':
      return <>{dayjs(String(value)).format(DATETIME_FORMAT)}</>;
    case 'url':
      // Only web addresses become links: a `javascript:` value stays text.
      if (!/^https?:\/\//i.test(String(value))) return <>{String(value)}</>;
      return (
        <a href={String(value)} target="_blank" rel="noreferrer noopener">
          {String(value)}
        </a>
      );
    case 'text':
      return (
        <span style={{ whiteSpace: full ? 'pre-wrap' : undefined }}>
          {full ? String(value) : excerpt(String(value))}
        </span>
      );
    default:
      return <>{String(value)}</>;
  }
}
