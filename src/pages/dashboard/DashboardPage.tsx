import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '@/src/boot/runtime-config-context';
import { Slot } from '@/src/plugin-api/Slot';
import { useCurrentUser } from '@/src/session/use-current-user';
import './dashboard-page.css';

/**
 * The home page: a welcome with the user's name and role, then the plugins' dashboard widgets. The welcome
 * is drawn as antd's Card and Title look, in CSS: Card brings Tabs and Skeleton along, and Typography its
 * editing and copying parts, all downloaded with the first page an operator sees (issue 14).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const config = useRuntimeConfig();
  const ctx = useMemo(() => (user ? { user, config } : null), [user, config]);
  if (!ctx) return null;
  return (
    <div className="dashboard-page">
      <section className="dashboard-page__welcome" data-testid="dashboard-welcome">
        <h3>{t('shell.dashboard.welcome', { name: ctx.user.fullName })}</h3>
        <span className="dashboard-page__role">
          {t('shell.dashboard.role', { role: t(`shell.roles.${ctx.user.role}`) })}
        </span>
      </section>
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
