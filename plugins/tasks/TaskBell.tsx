import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { BellPanel } from './BellPanel';
import { useBellCount } from './use-bell-count';
import './texts';

/** Spec 000 section 2.3: the task bell with a badge capped at 99 (spec 001 section 9). */
export default function TaskBell() {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  const { count, refresh } = useBellCount();
  return (
    <>
      <Badge count={count} overflowCount={99} size="small" data-testid="task-badge">
        <Button type="text" aria-label={t('bell')} icon={<BellOutlined />} onClick={() => setOpen(true)} />
      </Badge>
      <Drawer title={t('bell')} open={open} onClose={() => setOpen(false)} width={480} destroyOnHidden>
        <BellPanel onChanged={refresh} />
      </Drawer>
    </>
  );
}
