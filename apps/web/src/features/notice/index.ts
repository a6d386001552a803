export { VersionNoticeBell } from './components/version-notice-bell';
export { NOTICE_VERSION } from './api';
