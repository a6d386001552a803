export { USER_KEYS } from './api';
export { USER_ADD_PATH, USER_LIST_PATH } from './paths';
