// The two client modules the server shares, re-exported in one place so the dependency is visible:
// the permission catalogue and the validation dictionary.
export * from '../src/permissions/catalogue';
export * from '../src/i18n/validation';
