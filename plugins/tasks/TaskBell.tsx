import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { useBellCount } from './use-bell-count';
import './texts';

// The drawer with the list, its filters and the task form (antd's Drawer, Form, Select and DatePicker)
// loads when the bell is first opened.
const BellDrawer = lazy(() => import('./BellDrawer'));

/** Spec 000 section 2.3: the task bell with a badge capped at 99 (spec 001 section 9). */
export default function TaskBell() {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { count, refresh } = useBellCount();
  return (
    <>
      <Badge count={count} overflowCount={99} size="small" data-testid="task-badge">
        <Button
          type="text"
          aria-label={t('bell')}
          icon={<BellOutlined />}
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        />
      </Badge>
      {opened && (
        <Suspense fallback={null}>
          <BellDrawer open={open} onClose={() => setOpen(false)} onChanged={refresh} />
        </Suspense>
      )}
    </>
  );
}
