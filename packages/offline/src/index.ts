export * from './protocol';
export { isControlledByWorker, onWorkerMessage, postToWorker } from './page';
