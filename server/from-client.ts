// The client modules the server shares, re-exported in one place so the dependency is visible:
// the permission catalogue and its named rules, the validation dictionary, the wire contracts and the
// resource declarations (docs/resources.md).
export * from '../src/permissions/catalogue';
export * from '../src/permissions/rules';
export * from '../src/contracts';
export * from '../src/i18n/validation';
export * from '../src/resources/define';
export {
  copyName,
  hasFormat,
  KPI_OPTION_FIELDS,
  RESOURCES,
  TEXT_FORMATS,
  type TextFormatName,
} from '../src/resources';
