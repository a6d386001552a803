export * from './access';
export * from './changes';
export * from './config-data';
export * from './notices';
export * from './sessions';
export * from './sms';
export * from './tasks';
export * from './users';
