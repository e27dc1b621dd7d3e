// Readable table cells (issue 14): a value too long for its column ends in "…" on one line (never wrapped
// letter by letter) and shows in full in a tooltip on hover. antd's column `ellipsis` does the cutting; its
// own `title` attribute only works for plain strings, so `showTitle: false` and an antd Tooltip instead,
// which also carries rendered values (links, tags).
import { Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';

/** Spread into a column: one line, cut with "…"; the header still wraps between words (a rule
 * of dashboard-layout.css, kept there so this module has no side effects: the plugin API re-exports it). */
export const ELLIPSIS = { ellipsis: { showTitle: false } } as const;

const isEmpty = (value: ReactNode) =>
  value === null || value === undefined || value === '' || value === false;

/**
 * A cell's content with the whole of it as the tooltip (`title` when the tooltip should say it otherwise).
 * The Tooltip is mounted on the first hover or focus, already open: a page of a hundred rows would otherwise
 * build hundreds of tooltip triggers nobody points at.
 */
export function CellTip({ children, title }: { children: ReactNode; title?: ReactNode }) {
  const [armed, setArmed] = useState(false);
  if (isEmpty(children)) return null;
  const content = (
    <span className="cell-tip" onMouseEnter={() => setArmed(true)} onFocus={() => setArmed(true)}>
      {children}
    </span>
  );
  if (!armed) return content;
  return (
    <Tooltip title={title ?? children} placement="topLeft" defaultOpen>
      {content}
    </Tooltip>
  );
}

/** A simple text column's render: the value (or what `text` makes of the row) as a CellTip. */
export const tipRender =
  <Row,>(text: (row: Row) => ReactNode) =>
  (_: unknown, row: Row) => <CellTip>{text(row)}</CellTip>;

/**
 * Another record named in a cell (a contact's project, a call's operator): its name, marked with the record's
 * id as the generated lists mark theirs, so the every-page journey sees a cell that shows an id for a name.
 */
export function ReferenceName({ id, name }: { id: number | string; name: string | null | undefined }) {
  return <span data-reference-id={id}>{name}</span>;
}
