import { CheckOutlined, EditOutlined, PhoneOutlined, SaveOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { DeleteWithConfirm, openContactCard, usePhone, useTranslation } from '@/src/plugin-api';
import type { TaskButtons } from './access';
import { notifyGenericError } from './notices';
import type { Task } from './types';

/** A phone the viewer may not see arrives masked ("*****67"); it is never called (docs/decisions.md). */
const isMasked = (phone: string) => !/^\d+$/.test(phone);

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
  const phone = usePhone();
  const icon = (label: string, node: React.ReactNode, props: object = {}) => (
    <Tooltip title={label}>
      <Button size="small" aria-label={label} icon={node} disabled={busy} {...props} />
    </Tooltip>
  );
  const masked = Boolean(task.contact?.phone && isMasked(task.contact.phone));
  // Spec 000 section 5: calling from a task needs both phone and contact, otherwise the generic error.
  const call = () => {
    const contact = task.contact;
    if (!contact?.phone) return notifyGenericError(shell);
    phone.call({
      phone: contact.phone,
      contactId: contact.id,
      campaignId: contact.campaign?.id,
      taskId: task.id,
      callType: 'TYPE_TASK',
    });
  };
  const callHint = masked ? t('call.hidden') : phone.canCall ? t('action.call') : t('call.noPhone');
  return (
    <Space size={4} style={{ marginTop: 4 }}>
      {buttons.complete && !editing && icon(t('action.complete'), <CheckOutlined />, { onClick: onComplete })}
      {buttons.update &&
        (editing
          ? icon(t('action.save'), <SaveOutlined />, { onClick: onUpdate, type: 'primary' })
          : icon(t('action.update'), <EditOutlined />, { onClick: onUpdate }))}
      {buttons.delete && (
        <DeleteWithConfirm label={t('action.delete')} onConfirm={onDelete} disabled={busy} look="default" />
      )}
      {buttons.call && (
        <Tooltip title={callHint}>
          {/* A disabled button fires no mouse events: the span carries the tooltip. */}
          <span data-testid="task-call-hint" style={{ display: 'inline-flex' }}>
            <Button
              size="small"
              aria-label={t('action.call')}
              icon={<PhoneOutlined />}
              disabled={busy || !phone.canCall || masked}
              onClick={call}
            />
          </span>
        </Tooltip>
      )}
      {buttons.open &&
        task.contact &&
        icon(t('action.open'), <UserOutlined />, { onClick: () => openContactCard(task.contact!.id) })}
    </Space>
  );
}
