import { ApiError, messageFromBody } from './errors';
import { apiUrl, authHeaders, type HttpMethod } from './request';
import { handleUnauthorized } from './unauthorized';

export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell. */
  total: number;
  /** 0–100, or null when the total is unknown. */
  percent: number | null;
}

export interface UploadOptions {
  method?: Extract<HttpMethod, 'POST' | 'PUT' | 'PATCH'>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
  auth?: boolean;
  headers?: Record<string, string>;
  /** As for `request`: a 401 ends the session only on a call that needs one (default true). */
  sessionRequired?: boolean;
}

export interface Upload<T> {
  /** Resolves with the parsed JSON answer; rejects with ApiError, or a DOMException named AbortError on cancel. */
  promise: Promise<T>;
  cancel(): void;
}

/**
 * A multipart upload with progress events and cancel. fetch() has no upload progress, hence XMLHttpRequest.
 * Same rules as `request`: bearer token, ApiError on failure, 401 with a token → logout and /login.
 */
export function upload<T = unknown>(path: string, form: FormData, options: UploadOptions = {}): Upload<T> {
  const xhr = new XMLHttpRequest();
  const { headers, sentToken } = authHeaders(options.auth);
  const promise = new Promise<T>((resolve, reject) => {
    xhr.open(options.method ?? 'POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries({ ...headers, ...options.headers })) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      options.onProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : 0,
        percent: event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * 100) : null,
      });
    };
    xhr.onload = () => {
      let body: unknown = undefined;
      if (xhr.responseText) {
        try {
          body = JSON.parse(xhr.responseText);
        } catch {
          body = xhr.responseText;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      if (xhr.status === 401 && sentToken && options.sessionRequired !== false) handleUnauthorized();
      reject(new ApiError(xhr.status, messageFromBody(body, xhr.status), body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) return reject(new DOMException('Upload cancelled', 'AbortError'));
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
  return { promise, cancel: () => xhr.abort() };
}
