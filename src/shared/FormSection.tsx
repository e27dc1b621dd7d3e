// A titled group of a long form's fields (issue 14): a divider with the title, and a region named by it, so
// screen readers can jump between sections as sighted users scan the titles.
import { Divider } from 'antd';
import { useId, type ReactNode } from 'react';

export function FormSection({
  title,
  children,
  name,
}: {
  title: string;
  children: ReactNode;
  name?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-group={name} className="form-section">
      <Divider orientation="left" orientationMargin={0}>
        <span id={id}>{title}</span>
      </Divider>
      {children}
    </section>
  );
}
