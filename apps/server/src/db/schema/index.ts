export * from './access';
export * from './config-data';
export * from './notices';
export * from './sessions';
export * from './sms';
export * from './users';
