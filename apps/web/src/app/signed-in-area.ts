/**
 * What the router renders only for a signed-in user: the shell (menus, header, dialogs), the
 * ability check of each page and the home redirect. One lazy chunk, so the login page downloads
 * none of it (spec 000 §2: the login page has no shell).
 */
export { AppLayout } from '../layout/app-layout';
export { HomeRedirect } from './home-redirect';
export { PageHost } from './page-host';
