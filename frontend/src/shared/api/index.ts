export {
  ApiError,
  type ApiErrorBody,
  type ApiFieldError,
  DEFAULT_API_ERROR_MESSAGE,
  isApiError,
  isRetryableError,
  RETRYABLE_STATUS_CODES,
} from './api-error';
export {
  apiRequest,
  apiRequestWithMeta,
  type ApiRequestOptions,
  type ApiResult,
  getAccessToken,
  type HttpMethod,
  isNotModified,
  NOT_MODIFIED,
  type NotModified,
  refreshAccessToken,
  setAccessToken,
} from './client';
export { buildQueryString, type QueryParams, type QueryValue, withQuery } from './query-string';
export { downloadFile, saveBlob } from './download';
