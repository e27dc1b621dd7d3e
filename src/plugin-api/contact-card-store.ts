// Which contact card is open, app-wide. The shell hosts the card (ContactCardHost) and a plugin provides
// it through the `contactCard.modal` slot; anything else (the task bell, the softphone, a contact list)
// opens it with openContactCard() and so never imports the plugin that draws it.
import { createStore } from '@/src/shared/create-store';

/** Spec 000 section 3, Call: robot, robot recall, manual (system), task, transfer. */
export type ContactCardCallType =
  'TYPE_ROBOT' | 'TYPE_ROBOT_RECALL' | 'TYPE_SYSTEM' | 'TYPE_TASK' | 'TYPE_TRANSFER';

export interface ContactCardOptions {
  /** The call task the card was opened for; the card sends it with the save (spec 001 section 7). */
  taskId?: number;
  /**
   * The type of the call the card was opened for; absent when no call. Robot and system calls make the card
   * poll the robot's data into its fields (spec 000 section 4.1).
   */
  callType?: ContactCardCallType;
}

export interface ContactCardState {
  /** null while no card is open. */
  contactId: number | null;
  options: ContactCardOptions;
}

const CLOSED: ContactCardState = { contactId: null, options: {} };
const card = createStore<ContactCardState>(CLOSED);

/** Opens the card of a contact in the modal, replacing any card already open. */
export function openContactCard(contactId: number, options: ContactCardOptions = {}): void {
  if (!Number.isInteger(contactId) || contactId <= 0) throw new Error(`Not a contact id: ${contactId}`);
  card.set({ contactId, options });
}

export function closeContactCard(): void {
  if (card.get().contactId !== null) card.set(CLOSED);
}

/** The open card outside React (the softphone's rules read it). */
export const contactCardState = (): ContactCardState => card.get();

/** Runs `listener` whenever a card opens, changes or closes; returns the unsubscribe. */
export const onContactCardChange = (listener: () => void): (() => void) => card.subscribe(() => listener());

/** The open card, for the host and for rules such as "no task pop-up while a card is open". */
export const useContactCardState = (): ContactCardState => card.use();

// A save is an event, not a state: its listeners are told the contact each time, even the same one twice.
const savedListeners = new Set<(contactId: number) => void>();

/** The card plugin reports a successful save (the softphone stops the after-call countdown on it). */
export function notifyContactCardSaved(contactId: number): void {
  savedListeners.forEach((listener) => listener(contactId));
}

export function onContactCardSaved(listener: (contactId: number) => void): () => void {
  savedListeners.add(listener);
  return () => void savedListeners.delete(listener);
}
