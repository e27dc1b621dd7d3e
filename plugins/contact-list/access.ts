// What the signed-in user may do with the list (spec 001 section 6, "Effects of keys"), by the plugin API's
// `can` and named rules; nothing before the user is known.
import { can, mayChangeOperator, type CurrentUser } from '@/src/plugin-api';

export interface ListAccess {
  /** Open a contact's card (the card needs contact.show). */
  open: boolean;
  /** Bulk operator change: never by an operator, as on the card. */
  operator: boolean;
  status: boolean;
  /** GET /user/get_operators answers holders of contact.show only. */
  operators: boolean;
  /** A single contact: create (contact.create) and delete (contact.delete). */
  create: boolean;
  remove: boolean;
}

const NOTHING: ListAccess = {
  open: false,
  operator: false,
  status: false,
  operators: false,
  create: false,
  remove: false,
};

export const listAccess = (user: CurrentUser | null): ListAccess =>
  user === null
    ? NOTHING
    : {
        open: can(user, 'contact.show'),
        operator: mayChangeOperator(user),
        status: can(user, 'contact.statusChange'),
        operators: can(user, 'contact.show'),
        create: can(user, 'contact.create'),
        remove: can(user, 'contact.delete'),
      };
