import { PhoneOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Tag } from 'antd';
import { useTranslation } from '@/src/plugin-api';
import { usePhoneActions, usePhoneState } from '../phone/context';
import { callTypeKey } from './call-label';
import './texts';

/** The incoming call waiting for an answer (spec 000 section 2.6); shown while `state.ringing` is set. */
export default function IncomingCallDialog() {
  const { t } = useTranslation('softphone');
  const { ringing } = usePhoneState();
  const actions = usePhoneActions();
  return (
    <Modal
      open={ringing !== null}
      title={t('callType.incoming')}
      footer={null}
      closable={false}
      maskClosable={false}
      keyboard={false}
      width={360}
      destroyOnHidden
    >
      {ringing && (
        <div data-testid="incoming-call-dialog" data-call-type={ringing.callType}>
          <Tag color="blue">{t(callTypeKey(ringing))}</Tag>
          {/* Plain elements: Typography would add its editing and copying parts to the dashboard's download. */}
          <h4
            style={{ margin: '12px 0 4px', fontSize: 20, fontWeight: 600 }}
            data-testid="incoming-call-name"
          >
            {ringing.fullName || t('unknownCaller')}
          </h4>
          <span data-testid="incoming-call-phone">{ringing.displayPhone}</span>
          <Flex gap={8} justify="flex-end" style={{ marginTop: 16 }}>
            <Button
              danger
              aria-label={t('button.hangup')}
              data-testid="incoming-hangup"
              onClick={() => actions.hangup()}
            >
              {t('button.hangup')}
            </Button>
            <Button
              type="primary"
              icon={<PhoneOutlined />}
              aria-label={t('button.answer')}
              data-testid="incoming-answer"
              onClick={() => actions.answer()}
            >
              {t('button.answer')}
            </Button>
          </Flex>
        </div>
      )}
    </Modal>
  );
}
