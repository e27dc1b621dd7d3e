// The slot catalogue: every place in the shell where plugins may add UI, with the context
// each place hands to its items. Adding a slot means adding a line here and a <Slot> host.
import type { RuntimeConfig } from '@/src/boot/runtime-config';
import type { CurrentUser } from '@/src/session/current-user';

/** What every slot passes: who is signed in and how the server is configured. */
export interface BaseSlotContext {
  user: CurrentUser;
  config: RuntimeConfig;
}

export interface ContactSlotContext extends BaseSlotContext {
  contactId: number;
}

/** The open card's modal: `close` ends it (the card itself cannot be closed by Escape or a click outside). */
export interface ContactCardModalContext extends ContactSlotContext {
  close: () => void;
}

/**
 * A user-menu entry's dialog: the menu labels the entry with the item's `title` and mounts the item
 * when the user picks it; `close` unmounts it again.
 */
export interface UserMenuDialogContext extends BaseSlotContext {
  close: () => void;
}

export interface SlotContexts {
  /** The fixed top bar, between the breadcrumbs and the user menu. */
  topbar: BaseSlotContext;
  /** Entries of the top bar's user menu, before log out: `title` labels the entry, the item is its dialog. */
  'topbar.userMenu': UserMenuDialogContext;
  /** Widgets under the welcome on /dashboard. */
  'dashboard.widgets': BaseSlotContext;
  /** The contact card modal, shown while openContactCard() has a card open (one plugin provides it). */
  'contactCard.modal': ContactCardModalContext;
  /** Extra tabs on the right side of the contact card. */
  'contactCard.tabs': ContactSlotContext;
  /** Controls in the card's top bar while a call is on. */
  'contactCard.callBar': ContactSlotContext;
  /** Extra pages in the settings section. */
  'settings.pages': BaseSlotContext;
  /** The softphone widget area of the dashboard layout. */
  'softphone.area': BaseSlotContext;
}

export type SlotName = keyof SlotContexts;

// `satisfies` plus the exhaustiveness check below keep this runtime list equal to the interface.
export const SLOT_NAMES = [
  'topbar',
  'topbar.userMenu',
  'dashboard.widgets',
  'contactCard.modal',
  'contactCard.tabs',
  'contactCard.callBar',
  'settings.pages',
  'softphone.area',
] as const satisfies readonly SlotName[];

type MissingSlots = Exclude<SlotName, (typeof SLOT_NAMES)[number]>;
const everySlotListed: [MissingSlots] extends [never] ? true : MissingSlots = true;
void everySlotListed;

export const isSlotName = (name: string): name is SlotName =>
  (SLOT_NAMES as readonly string[]).includes(name);
