import { ClockCircleOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/src/plugin-api';
import { localTime } from './local-time';

/** Spec 000 section 4.1 and 001 section 9: refreshed every 60 s. */
export const LOCAL_TIME_REFRESH_MS = 60_000;

export function LocalTime({ tz }: { tz: string | null }) {
  const { t } = useTranslation('contact-card');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), LOCAL_TIME_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const time = localTime(tz, now);
  if (!time) return null;
  return (
    <Typography.Text type="secondary" data-testid="contact-local-time">
      <ClockCircleOutlined /> {t('localTime', { time })}
    </Typography.Text>
  );
}
