import { useStatusChange } from '../../../components/use-status-change';
import { setUserStatus } from '../api';
import { useInvalidateUsers } from './use-invalidate-users';

/** Enabling or disabling a user (spec 000 §4); disabling ends their sessions on the server. */
export function useUserStatus() {
  return useStatusChange(setUserStatus, useInvalidateUsers());
}
