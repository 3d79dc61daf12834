export * from './plans';
export * from './subscriptions';
export * from './payments';
export * from './income';
export * from './endpoints';
