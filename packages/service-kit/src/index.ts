export { createServiceApp, type ServiceApp, type ServiceAppOptions } from './app';
export { type HandlerArgs, type Handler, type KitContext, type KitState, type RouteOptions } from './route';
export {
  HttpError,
  type HttpErrorOptions,
  messages,
  defaultMessages,
  isHttpError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  assertOwnership,
  assertFound,
  rateLimiterOf,
} from './errors';
export { toErrorResponse, type ErrorResponse, errorHandler, inReadersLanguage, notFoundHandler } from './error-handler';
export {
  type Principal,
  type LoadPrincipal,
  authenticate,
  authorize,
  readBearerToken,
  requirePrincipal,
  requireRole,
} from './auth';
export {
  createTokenService,
  type TokenService,
  type TokenServiceOptions,
  type TokenClaims,
  type TokenSubject,
  sessionTtlSeconds,
  handOffTtlSeconds,
} from './tokens';
export {
  createRateLimiter,
  createRateLimitStore,
  memoryConcurrencyLimiter,
  memoryRateLimitStore,
  redisRateLimitStore,
  type ConcurrencyLimiter,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimitStore,
  type RateLimitStoreOptions,
} from './rate-limit';
export {
  createPrincipalCache,
  principalsChangedChannel,
  type PrincipalCache,
  type PrincipalCacheOptions,
} from './principal-cache';
export { createLogger, resolveLogLevel, requestId, requestLogger, type Logger, type LogLevel } from './logging';
export {
  createServiceMetrics,
  hasMetricsToken,
  methodLabel,
  metricsContentType,
  processMetrics,
  requestMetrics,
  resolveMetricsToken,
  scrape,
  sequelizePoolStats,
  unmatchedRoute,
  type PoolStats,
  type ReadPoolStats,
  type ServiceMetrics,
  type ServiceMetricsOptions,
} from './metrics';
export { healthCheck, type CheckDatabase, type HealthBody } from './health';
export { securityHeaders, securityHeaderValues, noStore } from './security';
export { bodyParser, defaultBodyLimit, type BodyOptions, type MultipartOptions, type UploadedFiles } from './body';
export { parseRequestPart, ResponseContractError } from './validation';
export { fromContractShape, toContractShape } from './contract-shape';
export {
  redisPrefix,
  resolveSecret,
  secretKey,
  sessionTokens,
  serviceConfig,
  resolveDataDir,
  findRepoRoot,
  jwtIssuer,
  jwtAudience,
  type ResolveSecretOptions,
  type ServiceConfig,
} from './config';
export { startServer, type StartServerOptions, type RunningServer } from './server';
export {
  clientAddress,
  clientAddressFrom,
  clientAddressHeader,
  gatewaySecretHeader,
  normalizeAddress,
  resolveGatewaySecret,
} from './client-address';
export {
  createIdempotentRunner,
  idempotencyKeyOf,
  requestFingerprint,
  type IdempotencyClaimState,
  type IdempotencyStore,
  type IdempotentCall,
  type IdempotentFailure,
  type IdempotentRunner,
  type StoredAnswer,
} from './idempotency';
export {
  isSafeMediaKey,
  mediaKeyOfPath,
  isPrivateMediaKey,
  jsonContentType,
  mediaContentTypes,
  immutableMediaCache,
  signedMediaCache,
  parseRange,
  planMediaAnswer,
  rangeNotSatisfiableMessage,
  type ByteRange,
  type MediaAnswer,
  type MediaRequest,
  type StoredFileInfo,
} from './media-files';
export { createMediaSigner, unsignedMediaUrl, type MediaSigner } from './media-signing';
export { loggerOf } from './app';
