export { fetchUserInfo } from './api';
export { TokenExpiryDialog } from './components/token-expiry-dialog';
export { useLogout } from './hooks/use-logout';
export { HOME_PATH, LOGIN_PATH, isLoginPath, loginRedirect, redirectTarget } from './login-paths';
