import { Drawer } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { BellPanel } from './BellPanel';

interface BellDrawerProps {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
}

/** The bell's drawer: its list, filters and task form, which load the first time the bell is opened. */
export default function BellDrawer({ open, onClose, onChanged }: BellDrawerProps) {
  const { t } = useTranslation('tasks');
  return (
    <Drawer title={t('bell')} open={open} onClose={onClose} width={480} destroyOnHidden>
      <BellPanel onChanged={onChanged} />
    </Drawer>
  );
}
