// Sound settings (spec 000 sections 2.3 and 5): the volume of each phone sound, 0-100 (stored as a
// fraction), with a button that plays a sample at the slider's value. The user menu's entry for
// operators (slot topbar.userMenu) mounts it; Save stores every volume, Cancel none.
import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Modal, Row, Slider, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { notify, useTranslation, type SlotItemProps } from '@/src/plugin-api';
import { hasWebAudio } from './audio-context';
import { playSample, soundLength, stopSample } from './sounds';
import './texts';
import { getVolumePercent, setVolume, SOUND_NAMES, type SoundName } from './volumes';

const initialVolumes = () =>
  Object.fromEntries(SOUND_NAMES.map((name) => [name, getVolumePercent(name)])) as Record<SoundName, number>;

export default function SoundVolumesModal({ ctx }: SlotItemProps<'topbar.userMenu'>) {
  const { t } = useTranslation('softphone');
  const [open, setOpen] = useState(true);
  const [volumes, setVolumes] = useState(initialVolumes);
  const [sampling, setSampling] = useState<SoundName | null>(null);
  const sampleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const canPlay = hasWebAudio();

  const endSample = () => {
    if (sampleTimer.current !== null) clearTimeout(sampleTimer.current);
    sampleTimer.current = null;
    stopSample();
    setSampling(null);
  };
  // Closing (or leaving the page) silences a sample still playing.
  useEffect(
    () => () => {
      if (sampleTimer.current !== null) clearTimeout(sampleTimer.current);
      stopSample();
    },
    [],
  );

  const sample = (name: SoundName) => {
    if (sampling === name) return endSample();
    endSample();
    if (!playSample(name, volumes[name] / 100)) return;
    setSampling(name);
    sampleTimer.current = setTimeout(
      () => {
        sampleTimer.current = null;
        setSampling(null);
      },
      soundLength(name) * 1000 + 100,
    );
  };

  const close = () => {
    endSample();
    setOpen(false);
  };
  const save = () => {
    for (const name of SOUND_NAMES) setVolume(name, volumes[name]);
    void notify({ type: 'success', message: t('audio.volumes.saved') });
    close();
  };

  return (
    <Modal
      open={open}
      title={t('audio.volumes.title')}
      onCancel={close}
      afterClose={ctx.close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('audio.volumes.cancel')}
        </Button>,
        <Button key="save" type="primary" onClick={save} data-testid="sound-volumes-save">
          {t('audio.volumes.save')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('audio.volumes.hint')}</Typography.Paragraph>
      {!canPlay && (
        <Alert type="warning" showIcon message={t('audio.volumes.noAudio')} style={{ marginBottom: 16 }} />
      )}
      {SOUND_NAMES.map((name) => {
        const label = t(`audio.volumes.sound.${name}`);
        return (
          <Row key={name} align="middle" gutter={12} data-testid={`sound-volume-${name}`}>
            <Col flex="190px">
              <Typography.Text id={`sound-volume-label-${name}`}>{label}</Typography.Text>
            </Col>
            <Col flex="auto">
              <Slider
                min={0}
                max={100}
                value={volumes[name]}
                onChange={(value: number) => setVolumes((previous) => ({ ...previous, [name]: value }))}
                ariaLabelledByForHandle={`sound-volume-label-${name}`}
              />
            </Col>
            <Col flex="36px">
              <Typography.Text data-testid={`sound-volume-value-${name}`}>{volumes[name]}</Typography.Text>
            </Col>
            <Col>
              <Button
                type="text"
                icon={sampling === name ? <PauseCircleOutlined /> : <PlayCircleOutlined />}
                aria-label={`${sampling === name ? t('audio.volumes.stop') : t('audio.volumes.play')}: ${label}`}
                disabled={!canPlay}
                onClick={() => sample(name)}
                data-testid={`sound-sample-${name}`}
              />
            </Col>
          </Row>
        );
      })}
    </Modal>
  );
}
