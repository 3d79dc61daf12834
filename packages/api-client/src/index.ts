export { ApiError, messageFromBody } from './errors';
export { api, apiUrl, request, type HttpMethod, type Parser, type RequestOptions } from './request';
export { upload, type Upload, type UploadOptions, type UploadProgress } from './upload';
export { handleUnauthorized, setUnauthorizedHandler, type UnauthorizedHandler } from './unauthorized';
export { logOutEverywhere } from './logout';
