export { MockHttpError, fail, parsePart } from './errors';
export { type MockCall, type MockHandler, invalidJsonMessage, mockRoute } from './route';
export { replayableMockRoute, resetReplayMockState } from './replayable';
export {
  type CrudCall,
  type CrudResource,
  crudHandlers,
  matchesSearch,
  newestFirst,
  nextId,
  pageOfItems,
} from './crud';
export {
  type CheckedUpload,
  type UploadRule,
  checkUploads,
  sniffUpload,
  storeUpload,
  uploadedFilesHandlers,
  wasUploaded,
} from './uploads';
