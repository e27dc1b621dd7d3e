import { DownOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { PhoneDialer } from './PhoneDialer';
import { ProjectChoice } from './ProjectChoice';
import { RegistrationIndicator } from './RegistrationIndicator';
import './texts';

export const PANEL_WIDTH = 320;

/** The phone panel opened (spec 000 section 2.6): the project choice and the dialer with the call on. */
export default function OpenPanel({ style, onCollapse }: { style: CSSProperties; onCollapse: () => void }) {
  const { t } = useTranslation('softphone');
  return (
    <Card
      size="small"
      data-testid="softphone-panel"
      style={{ ...style, width: PANEL_WIDTH, boxShadow: '0 6px 16px rgba(0,0,0,0.15)' }}
      title={
        <Flex gap={8} align="center">
          <RegistrationIndicator />
          {t('phone')}
        </Flex>
      }
      extra={
        <Button
          type="text"
          icon={<DownOutlined />}
          aria-label={t('collapse')}
          aria-expanded
          data-testid="softphone-toggle"
          onClick={onCollapse}
        />
      }
    >
      <ProjectChoice />
      <PhoneDialer />
    </Card>
  );
}
