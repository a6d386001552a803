export { ACCOUNT_DEFINITIONS } from './medium-definitions';
export type { AccountsDefinition } from './medium-definitions';
