// The wire's shapes that the client and the server both declare in terms of: one module each, no imports,
// so the server can share them (server/shared.ts) and plugins reach them through the plugin API.
export { LABEL_VALUE_TYPES } from './card-labels';
export type { CardLabel, CardLabelOption, LabelValueType } from './card-labels';
export type { DiskSpace } from './disk-space';
export type { UserReportMessage } from './user-report';
export * from './call-status';
export * from './import-export';
