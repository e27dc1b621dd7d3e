import { Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import type { Project } from './use-projects';

interface ProjectDialogProps {
  projects: Project[];
  onChoose: (campaignId: number) => void;
  onCancel: () => void;
}

/** The campaign-select dialog (spec 000 section 2.6), for users in more than one project. */
export function ProjectDialog({ projects, onChoose, onCancel }: ProjectDialogProps) {
  const { t } = useTranslation('card-list');
  const [chosen, setChosen] = useState<number>();
  return (
    <Modal
      open
      title={t('chooseProject')}
      okText={t('start')}
      okButtonProps={{ disabled: chosen === undefined }}
      onOk={() => chosen !== undefined && onChoose(chosen)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Select
        aria-label={t('project')}
        placeholder={t('project')}
        style={{ width: '100%' }}
        value={chosen}
        onChange={setChosen}
        options={projects.map((p) => ({ value: p.project_id, label: p.title || p.queue_name }))}
      />
    </Modal>
  );
}
