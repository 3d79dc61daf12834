export * from './users';
export * from './requests';
export * from './endpoints';
export * from './family';
export * from './child';
export * from './preferences';
export * from './family-device';
export * from './family-clock';
