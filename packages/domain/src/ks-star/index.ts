export * from './star-statuses';
