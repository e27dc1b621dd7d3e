// A row's own delete (a contact, a task, a note…) that asks first (spec 001 section 8: confirm.delete, yes /
// cancel), for lists Refine's DeleteButton does not drive: the icon, its name and tooltip, the question and
// its answers stay one thing. Clicks in the confirmation (a portal) bubble through React to the row; they
// stop here, so answering never opens the row.
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Popconfirm, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ActionTip } from './IconButton';

interface DeleteWithConfirmProps {
  /** What the button does, for its aria-label and tooltip ("Delete the contact"). */
  label: string;
  onConfirm: () => unknown;
  /** The question, when a plainer one than "Delete this record?" fits. */
  question?: string;
  /** The confirming answer, when "Yes" reads worse than the action ("Delete"). */
  answer?: string;
  /** `default` among bordered neighbours (a task's buttons); a bare icon otherwise. */
  look?: ButtonProps['type'];
  loading?: boolean;
  disabled?: boolean;
  testId?: string;
}

export function DeleteWithConfirm(props: DeleteWithConfirmProps) {
  const { label, onConfirm, question, answer, look = 'text', loading, disabled, testId } = props;
  const { t } = useTranslation();
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <ActionTip label={label}>
        <Popconfirm
          title={question ?? t('confirm.delete')}
          okText={answer ?? t('confirm.yes')}
          okButtonProps={{ danger: true }}
          cancelText={t('confirm.cancel')}
          onConfirm={onConfirm}
          disabled={disabled}
        >
          <Button
            size="small"
            danger
            type={look}
            icon={<DeleteOutlined />}
            loading={loading}
            disabled={disabled}
            aria-label={label}
            data-testid={testId}
          />
        </Popconfirm>
      </ActionTip>
    </span>
  );
}
