// The icon-only buttons of list rows (view, edit, copy, delete, play…) say what they do twice over
// (issue 14): an aria-label for screen readers and an antd Tooltip on hover and focus, from one label, so
// neither can be forgotten. antd's Tooltip rather than a `title` attribute: it shows at once, on keyboard
// focus too, and looks like the rest of the interface.
import { Button, Tooltip, type ButtonProps } from 'antd';
import type { ReactElement } from 'react';

type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'title' | 'children'> & { label: string };

/** A small icon button named by `label`, shown as its tooltip. */
export function IconButton({ label, size = 'small', ...props }: IconButtonProps) {
  return (
    <Tooltip title={label}>
      <Button size={size} aria-label={label} {...props} />
    </Tooltip>
  );
}

/**
 * The tooltip for an icon button someone else renders (Refine's Show/Edit/Delete buttons, which take an
 * aria-label but wrap themselves in a link or a confirmation): the span gives the Tooltip an element to
 * hold on to. The caller passes the same label to the button as its aria-label.
 */
export function ActionTip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip title={label}>
      <span className="row-action" data-action-tip={label}>
        {children}
      </span>
    </Tooltip>
  );
}
