// A route's `config.permission` as a sentence for the API document: partners read which catalogue key
// (spec 001 section 6) a call needs without reading our source.
import type { RequiredKeys, RoutePermission } from '../types';

const allOf = (keys: RequiredKeys) => [keys].flat().join(' and ');

export function permissionText(permission: RoutePermission | undefined): string {
  if (permission === undefined || permission === 'public') return 'Permission: none (public).';
  if (permission === 'authenticated') return 'Permission: any signed-in user.';
  if (typeof permission === 'object' && 'anyOf' in permission)
    return `Permission: ${permission.anyOf.map((keys) => `(${allOf(keys)})`).join(' or ')}.`;
  return `Permission: ${allOf(permission)}.`;
}
