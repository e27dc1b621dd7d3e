// The top bar's audio-device test (spec 000 section 2.3; everyone but guests, spec 001 section 6): a
// button opening the audio-devices dialog.
import { CustomerServiceOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation, type SlotItemProps } from '@/src/plugin-api';
import './texts';

// The dialog (device lists, a level meter, antd's Form and Select) loads when the button is pressed.
const AudioDevicesModal = lazy(() => import('./AudioDevicesModal'));

export default function AudioDevicesButton(_props: SlotItemProps<'topbar'>) {
  const { t } = useTranslation('softphone');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('audio.devices.button')}>
        <Button
          type="text"
          icon={<CustomerServiceOutlined />}
          aria-label={t('audio.devices.button')}
          onClick={() => setOpen(true)}
          data-testid="audio-devices-button"
        />
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <AudioDevicesModal onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
