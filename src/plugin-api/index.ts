// The only module plugins may import from the shell (see docs/writing-a-plugin.md).
export { definePlugin } from './define-plugin';
export type {
  AccessRule,
  LazyComponent,
  PluginDefinition,
  PluginMenuEntry,
  PluginMenuItem,
  PluginRoute,
  PluginSlots,
  PluginTexts,
  SlotItem,
  SlotItemProps,
} from './types';
export { SLOT_NAMES } from './slots';
export type {
  BaseSlotContext,
  ContactCardModalContext,
  ContactSlotContext,
  SlotContexts,
  SlotName,
} from './slots';
export { Slot, useSlotItems } from './Slot';
export type { RenderedSlotItem } from './Slot';
export { apiCall, apiRequest, apiUpload, downloadApiFile, notify, telephonyRequest } from './api';
export { apiQueryKey, useApiMutation, useApiQuery } from './data-hooks';
export type { ApiQuery, ApiQueryOptions, ApiWriteMethod, ApiWriteOptions } from './data-hooks';
// The user's projects, refreshed every 15 s by the shell for everyone but admins (spec 001 sections 7, 9).
export { USER_PROJECTS_POLL_MS, USER_PROJECTS_URL, useUserProjects } from './user-projects';
export {
  authToken,
  callsEnabled,
  onCallsEnabledChange,
  rememberedPhoneStatus,
  rememberedQueueName,
  rememberPhoneStatus,
  rememberQueueName,
  useCallsEnabled,
} from './session';
export { pluginTexts } from './texts';
// Pushes from the server over the tab's one /app connection (opened by the first listener).
export { useServerEvent, useServerReconnect } from './server-events/use-server-event';
export type { ServerEventName, ServerEvents } from './server-events/use-server-event';
export { useLiveList } from './server-events/use-live-list';
export type { LiveListOptions } from './server-events/use-live-list';
// Starting an export of a list screen's rows (issue 13): the button, its column chooser, the types' names.
// The button loads with the first screen that draws it, not with every plugin that imports this module.
export { ExportButton } from './exports/lazy-export-button';
export type { ExportButtonProps } from './exports/ExportButton';
export { useExportTypeLabel } from './exports/use-export-type-label';
export type { ApiResponse, HttpMethod, NotifyParams } from './api';
export {
  closeContactCard,
  contactCardState,
  notifyContactCardSaved,
  onContactCardChange,
  onContactCardSaved,
  openContactCard,
  useContactCardState,
} from './contact-card-store';
export { placeCall, providePhone, publishPhoneState, usePhone } from './phone-bridge';
export type { PhoneBridgeState, PhoneCallRequest, PhoneProvider } from './phone-bridge';
// The shell's pager (spec 000 section 2.7), so a plugin's list pages like the shell's.
export { PAGER, PAGE_SIZES, rememberedPageSize, rememberPageSize } from '@/src/shared/pagination';
// Icon buttons named for screen readers and shown as a tooltip, so a plugin's rows read like the shell's.
export { ActionTip, IconButton } from '@/src/shared/actions/IconButton';
export { DeleteWithConfirm } from '@/src/shared/actions/DeleteWithConfirm';
// Readable table cells: one line cut with "…", the whole value in a tooltip (issue 14).
export { CellTip, ELLIPSIS, ReferenceName, tipRender } from '@/src/shared/table/cell-tip';
export { columnWidth, ROW_BUTTON_PX, SMALL_PADDING_PX } from '@/src/shared/table/column-width';
// A long form's titled sections and the bar that keeps its Save in reach (issue 14).
export { FormSection } from '@/src/shared/FormSection';
export { StickyActionBar } from '@/src/shared/StickyActionBar';
export type { ContactCardCallType, ContactCardOptions, ContactCardState } from './contact-card-store';
export { useTranslation } from 'react-i18next';
export { useCurrentUser } from '@/src/session/use-current-user';
export type { CurrentUser } from '@/src/session/current-user';
export { useRuntimeConfig } from '@/src/boot/runtime-config-context';
export { isFeatureOn } from '@/src/boot/runtime-config';
export type { FeatureFlag, RuntimeConfig } from '@/src/boot/runtime-config';
export type { PermissionKey, Role } from '@/src/permissions/catalogue';
// Permissions: `can` is the catalogue's own check (ROLE_ADMIN passes; others need every key, or a listed
// role), and the named rules of spec 001 section 6 are the ones the server applies, so no plugin reads
// `user.permissions` or compares a role itself.
export { isAllowed as can } from '@/src/permissions/catalogue';
export {
  mayChangeItemOf,
  mayChangeNoteOf,
  mayChangeOperator,
  mayChangeStatus,
  mayDeleteTask,
  mayExport,
  seesAdditionalPhones,
  seesAllCallsOfPhone,
  seesTaskOwner,
} from '@/src/permissions/rules';
export type { RuleUser } from '@/src/permissions/rules';
export { presencesFor, softphoneRole } from '@/src/permissions/softphone-rules';
export type { PresenceChoice, SoftphoneRole } from '@/src/permissions/softphone-rules';
// Shared state outside React (a value, listeners, a hook), the one the shell's own stores use.
export { createStore } from '@/src/shared/create-store';
export type { Store } from '@/src/shared/create-store';
// The wire's shapes both sides declare in terms of (src/contracts).
export type { CardLabel, CardLabelOption, LabelValueType, UserReportMessage } from '@/src/contracts';
export type {
  ExportItem,
  ExportType,
  ImportCounter,
  ImportItem,
  ImportTarget,
  ImportUpload,
  JobStatus,
} from '@/src/contracts';
export { EXPORT_TYPES, IMPORT_COUNTERS, IMPORT_TARGETS, XLSX_MAX_ROWS } from '@/src/contracts';
