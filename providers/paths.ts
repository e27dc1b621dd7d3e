// The shell's fixed addresses, in a module of their own (no dependencies) so the providers, which load
// before the router, and the route registry name the same paths.
export const LOGIN_PATH = '/login';
export const RESTORE_PATH = '/restore';
/** Where a signed-in user lands (after login, from `/`, from a 404). */
export const HOME_PATH = '/dashboard';
