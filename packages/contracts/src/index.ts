export * from './roles';
export * from './errors';
export * from './routes';
export * from './endpoint';
export * from './pagination';
