export * from './plans';
export * from './subscriptions';
export * from './own-subscription';
export * from './payments';
export * from './income';
export * from './endpoints';
