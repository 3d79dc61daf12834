export * from './fixtures';
export * from './handlers';
export * from './state';
export * from './admin';
export { authorize, pageOfItems, queryOf, readForm } from './respond';
