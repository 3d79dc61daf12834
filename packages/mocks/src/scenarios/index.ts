export * from './driver';
export * from './scenarios';
