import {
  CheckOutlined,
  DeleteOutlined,
  EditOutlined,
  PhoneOutlined,
  SaveOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { openContactCard, useTranslation } from '@/src/plugin-api';
import type { TaskButtons } from './access';
import type { Task } from './types';

interface Props {
  task: Task;
  buttons: TaskButtons;
  editing: boolean;
  busy: boolean;
  onComplete: () => void;
  onUpdate: () => void;
  onDelete: () => void;
}

/** The item's buttons (spec 000 section 2.5), each behind its keys (spec 001 section 6). */
export function TaskActions({ task, buttons, editing, busy, onComplete, onUpdate, onDelete }: Props) {
  const { t } = useTranslation('tasks');
  const { t: shell } = useTranslation();
  const icon = (label: string, node: React.ReactNode, props: object = {}) => (
    <Tooltip title={label}>
      <Button size="small" aria-label={label} icon={node} disabled={busy} {...props} />
    </Tooltip>
  );
  return (
    <Space size={4} style={{ marginTop: 4 }}>
      {buttons.complete && !editing && icon(t('action.complete'), <CheckOutlined />, { onClick: onComplete })}
      {buttons.update &&
        (editing
          ? icon(t('action.save'), <SaveOutlined />, { onClick: onUpdate, type: 'primary' })
          : icon(t('action.update'), <EditOutlined />, { onClick: onUpdate }))}
      {buttons.delete && (
        <Popconfirm
          title={shell('confirm.delete')}
          okText={shell('confirm.yes')}
          cancelText={shell('confirm.cancel')}
          onConfirm={onDelete}
        >
          <Button
            size="small"
            danger
            aria-label={t('action.delete')}
            icon={<DeleteOutlined />}
            disabled={busy}
          />
        </Popconfirm>
      )}
      {/* Calling needs the softphone, which has not arrived yet; it will also need phone and contact. */}
      {buttons.call && icon(t('action.call'), <PhoneOutlined />, { disabled: true })}
      {buttons.open &&
        task.contact &&
        icon(t('action.open'), <UserOutlined />, { onClick: () => openContactCard(task.contact!.id) })}
    </Space>
  );
}
