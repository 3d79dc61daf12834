export { MockHttpError, fail, mockStore, parsePart, resetMockStores, rowById } from './errors';
export { type MockCall, type MockHandler, invalidJsonMessage, mockRoute } from './route';
export { replayableMockRoute } from './replayable';
export {
  type CrudCall,
  type CrudResource,
  answeredAs,
  crudHandlers,
  definedOnly,
  matchesSearch,
  newestFirst,
  nextId,
  pageOfItems,
} from './crud';
export {
  type CheckedUpload,
  type UploadRule,
  checkUploads,
  pictureUploadRoute,
  storeUpload,
  uploadedFilesHandlers,
  wasUploaded,
} from './uploads';
