export * from './roles';
export * from './errors';
export * from './routes';
export * from './endpoint';
export * from './pagination';
export * from './plans';
export * from './auth';
