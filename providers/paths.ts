// The shell's fixed addresses, in a module of their own (no dependencies) so the providers, which load
// before the router, and the route registry name the same paths.
export const LOGIN_PATH = '/login';
export const RESTORE_PATH = '/restore';
/** Where a signed-in user lands (after login, from `/`, from a 404). */
export const HOME_PATH = '/dashboard';

/**
 * Where a signed-in user goes from a page they may not open (spec 001 section 2: "otherwise redirect to
 * /login"): the login page says why, and signing in as someone who may open it leads back there.
 */
export const refusedPagePath = (here: string) => `${LOGIN_PATH}?denied=1&to=${encodeURIComponent(here)}`;
