// The client modules the server shares, re-exported in one place so the dependency is visible:
// the permission catalogue, the validation dictionary and the resource declarations (docs/resources.md).
export * from '../src/permissions/catalogue';
export * from '../src/i18n/validation';
export * from '../src/resources/define';
export { LABEL_VALUE_TYPES, RESOURCES } from '../src/resources';
