// The audio-devices dialog (spec 000 section 2.3): choose the microphone and the speaker the phone
// uses, and test the microphone (start / end, spec 000 section 4.3) with a live level meter.
import { AudioOutlined, AudioMutedOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Modal, Progress, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { notify, useTranslation } from '@/src/plugin-api';
import { canChooseSpeaker, getMicrophoneId, getSpeakerId, setMicrophoneId, setSpeakerId } from './devices';
import './texts';
import { useAudioDevices } from './use-audio-devices';
import { useMicrophoneTest } from './use-mic-test';

interface AudioDevicesModalProps {
  /** Called once the dialog has closed (after Save or Cancel). */
  onClose: () => void;
}

/** '' stands for the system default in the selects and in storage. */
const DEFAULT_DEVICE = '';

const knownOr = (id: string | null, devices: MediaDeviceInfo[]) =>
  id && devices.some((device) => device.deviceId === id) ? id : DEFAULT_DEVICE;

export default function AudioDevicesModal({ onClose }: AudioDevicesModalProps) {
  const { t } = useTranslation('softphone');
  const [open, setOpen] = useState(true);
  const devices = useAudioDevices();
  // null until the user picks: the saved choice, as long as the device is still there.
  const [pickedMicrophone, pickMicrophone] = useState<string | null>(null);
  const [pickedSpeaker, pickSpeaker] = useState<string | null>(null);
  const microphone = pickedMicrophone ?? knownOr(getMicrophoneId(), devices.microphones);
  const speaker = pickedSpeaker ?? knownOr(getSpeakerId(), devices.speakers);
  const test = useMicrophoneTest(microphone || null);
  const speakerChoice = canChooseSpeaker();

  const options = (list: MediaDeviceInfo[]) => [
    { value: DEFAULT_DEVICE, label: t('audio.devices.systemDefault') },
    ...list.map((device, index) => ({
      value: device.deviceId,
      label: device.label || t('audio.devices.unnamed', { number: index + 1 }),
    })),
  ];

  const close = () => {
    test.stop();
    setOpen(false);
  };
  const save = () => {
    setMicrophoneId(microphone || null);
    if (speakerChoice) setSpeakerId(speaker || null);
    void notify({ type: 'success', message: t('audio.devices.saved') });
    close();
  };
  const problem = test.problem ?? devices.problem;

  return (
    <Modal
      open={open}
      title={t('audio.devices.title')}
      onCancel={close}
      afterClose={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('audio.devices.cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          onClick={save}
          disabled={devices.loading}
          data-testid="audio-devices-save"
        >
          {t('audio.devices.save')}
        </Button>,
      ]}
    >
      <Spin spinning={devices.loading} tip={t('audio.devices.loading')}>
        {problem && (
          <Alert type="error" showIcon message={t(`audio.problem.${problem}`)} style={{ marginBottom: 16 }} />
        )}
        <Form layout="vertical">
          <Form.Item label={t('audio.devices.microphone')} htmlFor="softphone-microphone">
            <Select
              id="softphone-microphone"
              data-testid="audio-microphone"
              value={microphone}
              options={options(devices.microphones)}
              onChange={(value: string) => {
                test.stop();
                pickMicrophone(value);
              }}
            />
          </Form.Item>
          <Form.Item
            label={t('audio.devices.speaker')}
            htmlFor="softphone-speaker"
            extra={speakerChoice ? undefined : t('audio.devices.speakerUnsupported')}
          >
            <Select
              id="softphone-speaker"
              data-testid="audio-speaker"
              value={speakerChoice ? speaker : DEFAULT_DEVICE}
              disabled={!speakerChoice}
              options={options(devices.speakers)}
              onChange={(value: string) => pickSpeaker(value)}
            />
          </Form.Item>
        </Form>
        <Space direction="vertical" style={{ width: '100%' }}>
          <Button
            icon={test.testing ? <AudioMutedOutlined /> : <AudioOutlined />}
            onClick={test.toggle}
            disabled={devices.loading || devices.problem === 'unsupported'}
            data-testid="mic-test"
          >
            {test.testing ? t('audio.micTest.end') : t('audio.micTest.start')}
          </Button>
          {test.testing && (
            <>
              <Typography.Text type="secondary">{t('audio.micTest.hint')}</Typography.Text>
              <div
                role="meter"
                aria-label={t('audio.micTest.level')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={test.level}
                data-testid="mic-level"
              >
                <Progress percent={test.level} showInfo={false} status="active" />
              </div>
            </>
          )}
        </Space>
      </Spin>
    </Modal>
  );
}
