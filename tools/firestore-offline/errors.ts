/**
 * Errors in Google's JSON error format: `{"error":{"code":<http>,"message":"...","status":"<GRPC_NAME>"}}`.
 */

export type GrpcStatus =
  | 'CANCELLED'
  | 'UNKNOWN'
  | 'INVALID_ARGUMENT'
  | 'DEADLINE_EXCEEDED'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'PERMISSION_DENIED'
  | 'RESOURCE_EXHAUSTED'
  | 'FAILED_PRECONDITION'
  | 'ABORTED'
  | 'OUT_OF_RANGE'
  | 'UNIMPLEMENTED'
  | 'INTERNAL'
  | 'UNAVAILABLE'
  | 'DATA_LOSS'
  | 'UNAUTHENTICATED';

/** Google's HTTP mapping of the canonical gRPC codes (google.rpc.Code). */
export const HTTP_STATUS_OF: Record<GrpcStatus, number> = {
  CANCELLED: 499,
  UNKNOWN: 500,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  UNIMPLEMENTED: 501,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  DATA_LOSS: 500,
  UNAUTHENTICATED: 401,
};

export class ApiError extends Error {
  readonly status: GrpcStatus;
  /** Overrides the HTTP status that Google's mapping gives (used for 404 routes, 405, 413). */
  readonly httpStatus: number;
  readonly headers: Record<string, string>;

  constructor(
    status: GrpcStatus,
    message: string,
    options: { httpStatus?: number; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.httpStatus = options.httpStatus ?? HTTP_STATUS_OF[status];
    this.headers = options.headers ?? {};
  }
}

export const invalidArgument = (message: string): ApiError => new ApiError('INVALID_ARGUMENT', message);

export const PERMISSION_DENIED_MESSAGE = 'Missing or insufficient permissions.';

export interface ErrorBody {
  error: { code: number; message: string; status: GrpcStatus };
}

/**
 * firebase-admin 13 (@google-cloud/firestore 7 on google-gax 4) derives the error code over REST only from
 * `error.code` of the body, read as an HTTP status (400→INVALID_ARGUMENT, 409→ABORTED, other 4xx→FAILED_PRECONDITION)
 * and ignores `error.status`. Google's own answer for ALREADY_EXISTS (409) therefore reaches it as ABORTED, which a
 * plain write retries for minutes (firebase/firebase-admin-node#2587). For such clients the endpoint answers
 * ALREADY_EXISTS and FAILED_PRECONDITION with HTTP 412, which that mapping turns into FAILED_PRECONDITION (9): no
 * retry, the closest code it can receive. Newer clients (google-gax 5, where `status` wins) and the web SDK get
 * Google's exact answer.
 */
export function isLegacyGaxRestClient(apiClientHeader: string | undefined): boolean {
  if (!apiClientHeader) return false;
  const match = /(?:^|\s)gax\/(\d+)\./.exec(apiClientHeader);
  return match !== null && Number(match[1]) < 5;
}

export function renderError(
  error: ApiError,
  options: { legacyGaxRestClient: boolean },
): { httpStatus: number; body: ErrorBody } {
  let httpStatus = error.httpStatus;
  if (options.legacyGaxRestClient && (error.status === 'ALREADY_EXISTS' || error.status === 'FAILED_PRECONDITION')) {
    httpStatus = 412;
  }
  return { httpStatus, body: { error: { code: httpStatus, message: error.message, status: error.status } } };
}
