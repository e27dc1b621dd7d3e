import { Card, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';
import { Slot } from '@/src/plugin-api/Slot';
import { useCurrentUser } from '@/src/session/use-current-user';

/** The home page: a welcome with the user's name and role, then the plugins' dashboard widgets. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = useRuntimeConfig();
  const ctx = useMemo(() => (user ? { user, config } : null), [user, config]);
  if (!ctx) return null;
  return (
    <div className="dashboard-page">
      <Card data-testid="dashboard-welcome">
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('shell.dashboard.welcome', { name: ctx.user.fullName })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('shell.dashboard.role', { role: t(`shell.roles.${ctx.user.role}`) })}
        </Typography.Text>
      </Card>
      <div
        style={{
          display: 'grid',
          gap: 16,
          marginTop: 16,
          gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
        }}
      >
        <Slot name="dashboard.widgets" ctx={ctx} />
      </div>
    </div>
  );
}
