// A long form's Save stays in reach (issue 14): the bar of its buttons sticks to the bottom of the viewport
// while the form runs on below, and sits in its place at the form's end. CSS `position: sticky` rather than
// antd's Affix: no scroll listeners, and it follows whichever box scrolls (the page, a modal's body).
import { theme } from 'antd';
import type { ReactNode } from 'react';

export function StickyActionBar({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      className="sticky-action-bar"
      data-testid="sticky-action-bar"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 3, // above the fields' own stacking (selects, the card's tags)
        display: 'flex',
        gap: token.marginXS,
        padding: `${token.paddingSM}px 0`,
        marginTop: token.marginSM,
        background: token.colorBgContainer,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {children}
    </div>
  );
}
