export { ApiError, UnexpectedResponseError, messageFromBody, type ResponseIssue } from './errors';
import { call } from './call';

export { apiUrl, request, type HttpMethod, type Parser, type RequestOptions } from './request';
export {
  call,
  callWith,
  onWrite,
  pathOf,
  read,
  type CallInput,
  type CallResult,
  type Declared,
  type ReadInput,
} from './call';

/** `api.call(endpoints.videos.list, { query })`: every call of every area goes through the contracts. */
export const api = { call };
export { upload, type Upload, type UploadOptions, type UploadProgress } from './upload';
export { handleUnauthorized } from './unauthorized';
export { logOutEverywhere } from './logout';
// The shell's registrations, from their own shared module (the shell imports that one alone).
export {
  setRequestLanguage,
  setUnauthorizedHandler,
  type EndedSession,
  type LanguageGetter,
  type UnauthorizedHandler,
} from '@young-minds/api-client/hooks';
