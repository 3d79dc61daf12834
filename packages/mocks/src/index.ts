export * from './fixtures';
export * from './handlers';
export * from './state';
export * from './admin';
export * from './parent';
export * from './child-server';
export * from './email-links';
export * from './kit';
export { authorize } from './respond';
