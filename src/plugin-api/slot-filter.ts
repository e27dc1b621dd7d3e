import { isAllowed } from '@/src/permissions/catalogue';
import type { SlotContexts, SlotName } from './slots';
import type { AccessRule, SlotItem } from './types';

/** Same rule as routes and the menu: no permission and no roles means everyone signed in. */
export const isRuleAllowed = (user: SlotContexts[SlotName]['user'], rule: AccessRule) =>
  isAllowed(user, rule.permission, rule.roles);

/**
 * The items a slot shows for this context: permission and roles first, then `when`.
 * A throwing `when` hides its item and is logged, so one plugin cannot break the host.
 */
export function visibleSlotItems<N extends SlotName>(
  items: SlotItem<N>[],
  ctx: NoInfer<SlotContexts[N]>,
): SlotItem<N>[] {
  return items.filter((item) => {
    if (!isRuleAllowed(ctx.user, item)) return false;
    if (!item.when) return true;
    try {
      return item.when(ctx);
    } catch (error) {
      console.error(`Slot item "${item.id}": when() threw; item hidden`, error);
      return false;
    }
  });
}
