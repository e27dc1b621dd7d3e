// Spec 000 section 2.1: the Help menu exists only when SHOW_LOGO is 'true' and only for admin,
// supervisor and operator; its integrations submenu only for admin and supervisor.
// The files are served by the API under /api/docs.
import { isFeatureOn, type RuntimeConfig } from '@/src/boot/runtime-config';
import type { Role } from '@/src/permissions/catalogue';

export const HELP_DOCS_PATH = '/api/docs';

export interface HelpLink {
  key: string;
  /** i18n key */
  label: string;
  href: string;
}

export interface HelpMenu {
  links: HelpLink[];
  /** Null for roles that do not see the integrations submenu. */
  integrations: HelpLink[] | null;
}

const link = (key: string, file: string): HelpLink => ({
  key,
  label: `shell.help.${key}`,
  href: `${HELP_DOCS_PATH}/${file}`,
});

const LINKS = [
  link('quickstartVideo', 'video/quickstart.mp4'),
  link('adminVideo', 'video/admin.mp4'),
  link('operatorVideo', 'video/operator.mp4'),
  link('adminGuide', 'admin_guide.pdf'),
  link('operatorGuide', 'operator_guide.pdf'),
];

const INTEGRATIONS = [
  link('bitrixGuide', 'integration_bitrix.pdf'),
  link('amoGuide', 'integration_amo.pdf'),
  link('externalGuide', 'integration_external.pdf'),
];

const HELP_ROLES: Role[] = ['ROLE_ADMIN', 'ROLE_SUPERVISOR', 'ROLE_OPERATOR'];
const INTEGRATION_ROLES: Role[] = ['ROLE_ADMIN', 'ROLE_SUPERVISOR'];

export function helpMenuFor(role: Role, config: RuntimeConfig): HelpMenu | null {
  if (!isFeatureOn(config, 'SHOW_LOGO') || !HELP_ROLES.includes(role)) return null;
  return { links: LINKS, integrations: INTEGRATION_ROLES.includes(role) ? INTEGRATIONS : null };
}
