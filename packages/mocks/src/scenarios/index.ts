export * from './driver';
export * from './scenarios';
export * from './child-server';
export * from './contact';
export * from './uploads';
export * from './publishing';
export * from './family';
