import { Button, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import './texts';

/**
 * The campaign-select dialog (spec 000 section 2.6): only for users with more than one project, opened from
 * the panel's link (never forced on the user). The choice is the X-Queue of calls placed without a project.
 */
export function ProjectChoice() {
  const { t } = useTranslation('softphone');
  const { projects, queueName } = usePhoneState();
  const { chooseQueue } = usePhoneActions();
  const [opened, setOpened] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  if (projects.length < 2) return null;
  const current = projects.find((p) => p.queueName === queueName);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        type="link"
        size="small"
        danger={!current}
        data-testid="softphone-project"
        onClick={() => setOpened(true)}
      >
        {t('project.label')}: {current?.title ?? t('project.none')}
      </Button>
      <Modal
        open={opened}
        title={t('project.title')}
        onCancel={close}
        footer={
          <Button
            type="primary"
            data-testid="softphone-project-choose"
            disabled={!(picked ?? current?.queueName)}
            onClick={() => {
              chooseQueue((picked ?? current?.queueName)!);
              close();
            }}
          >
            {t('project.choose')}
          </Button>
        }
      >
        <Select
          style={{ width: '100%' }}
          data-testid="softphone-project-select"
          value={picked ?? current?.queueName}
          placeholder={t('project.none')}
          options={projects.map((p) => ({ value: p.queueName, label: p.title }))}
          onChange={setPicked}
        />
      </Modal>
    </>
  );
}
