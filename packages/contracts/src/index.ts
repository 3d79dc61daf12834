export * from './roles';
export * from './errors';
export * from './routes';
export * from './endpoint';
export * from './pagination';
export * from './plans';
export * from './families';
export * from './auth';
export * from './content';
export * from './subscriptions';
export * from './endpoints';
export * from './kind-endpoints';
// The OpenAPI generator is `@young-minds/contracts/openapi`: the gateway needs it, the front ends' bundles do not.
export * from './family-clock-dates';
