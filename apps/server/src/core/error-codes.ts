/**
 * Every `code` the server sends in its error body, with its HTTP status and what it means: the enum of
 * the `ApiError` component in /openapi.json. `AppError` takes an {@link ErrorCode}, so a code thrown
 * anywhere without a line here fails the typecheck. Codes are part of the API: never rename one.
 */
export const errorCodes = {
  // 400: bad input
  VALIDATION_FAILED: [400, 'A parameter or field broke a rule; `fields` names each one'],
  INVALID_BODY: [400, 'The body is not valid JSON, is empty or is a malformed multipart upload'],
  BAD_REQUEST: [400, 'The request is malformed'],
  BAD_URL: [400, 'The URL cannot be decoded'],
  INVALID_CODE: [400, 'The verification code is wrong, expired or used up (`fields[0].rule` says which)'],
  WRONG_PASSWORD: [400, 'The current password is wrong'],
  OAUTH_INVALID_REQUEST: [
    400,
    'OAuth2 token request: a parameter is missing or repeated (`error`: invalid_request)',
  ],
  OAUTH_UNSUPPORTED_GRANT_TYPE: [400, 'OAuth2 token request: only `client_credentials` is supported'],
  OAUTH_INVALID_SCOPE: [400, 'OAuth2 token request: a scope does not exist or was not granted to the client'],
  IMPORT_INVALID: [400, 'Rows of the uploaded CSV broke rules; `fields` names each row and column'],
  WEBHOOK_URL_REFUSED: [
    400,
    'The webhook URL is not https or points at a private, loopback or link-local address',
  ],
  // 401: no or bad credentials
  UNAUTHENTICATED: [401, 'The call needs credentials'],
  INVALID_SESSION: [401, 'The session is unknown or has expired'],
  INVALID_PROJECT_KEY: [401, 'The project key is unknown or not the session’s project'],
  INVALID_PRIVATE_KEY: [401, 'The private key is unknown'],
  PROJECT_KEY_REQUIRED: [401, 'An end-user session was sent without the project key'],
  AMBIGUOUS_CREDENTIALS: [401, 'The private key was sent with a session or project key'],
  OAUTH_INVALID_CLIENT: [
    401,
    'OAuth2 token request: unknown client, wrong secret, or a revoked or expired client',
  ],
  INVALID_TOKEN: [
    401,
    'The bearer access token is unknown or expired, or its API client was revoked or expired',
  ],
  INVALID_CREDENTIALS: [401, 'The e-mail or password is wrong'],
  // 403: a known caller that may not
  FORBIDDEN: [403, 'The caller may not do this'],
  CALLER_NOT_ALLOWED: [403, 'The call is not for this kind of caller'],
  NOT_A_COMPANY_USER: [403, 'The end user is not an active member of a company'],
  USER_BLOCKED: [403, 'The user (or their company) is blocked'],
  NOT_AUTHORIZED: [403, 'The company role does not allow this action'],
  MAIN_ADMIN_ONLY: [403, 'Only the company’s main admin may do this'],
  API_CLIENT_NOT_ALLOWED: [403, 'API clients may not call this route (a write, or a read no scope opens)'],
  SCOPE_NOT_GRANTED: [403, 'The access token lacks the scope this route needs'],
  NOT_MANAGER: [403, 'Only the employee’s manager may decide this request'],
  BLOCKED: [403, 'The profile is blocked'],
  // 404: unknown or not yours
  NOT_FOUND: [404, 'The resource does not exist or is not the caller’s'],
  IC_NOT_FOUND: [404, 'The identification code is not in the revenue-service database'],
  COMPANY_NOT_FOUND: [404, 'No company has this identification code'],
  METHOD_NOT_ALLOWED: [405, 'The method is not allowed here'],
  NOT_ACCEPTABLE: [406, 'No representation matches the Accept header'],
  // 409: conflict with the current state or a unique value
  CONFLICT: [409, 'A unique value is taken or a referenced record is missing or in use'],
  INVALID_TRANSITION: [409, 'The resource’s status does not allow this move'],
  IDEMPOTENCY_KEY_REUSED: [409, 'The Idempotency-Key was used with another request'],
  MODEL_INCOMPATIBLE: [409, 'The content model’s new fields do not suit its entities'],
  MODEL_IN_USE: [409, 'The content model still has entities'],
  ENTITY_IN_USE: [409, 'Other entities relate to this entity'],
  CARD_CLOSED: [409, 'The card is closed'],
  CARD_NUMBER_TAKEN: [409, 'The card number is in use'],
  CARD_HAS_NO_GEL_LIMIT: [409, 'The card has no GEL limit to top up'],
  COMPANY_BLOCKED: [409, 'The company is blocked'],
  CONTACT_EXISTS: [409, 'The e-mail or phone belongs to another user'],
  CONTRAGENT_EXISTS: [409, 'The company, e-mail or phone is registered already'],
  PERSONAL_NUMBER_EXISTS: [409, 'The personal number belongs to another user'],
  MAIN_ADMIN_UNCHANGEABLE: [409, 'The company’s main admin cannot be changed this way'],
  REGISTRATION_NUMBER_EXISTS: [409, 'The registration number belongs to another vehicle'],
  GROUP_NAME_EXISTS: [409, 'The group name is taken'],
  VEHICLES_IN_OTHER_GROUP: [409, 'Some vehicles belong to another group'],
  INSUFFICIENT_POINTS: [409, 'The transfer exceeds the points balance'],
  INSUFFICIENT_BALANCE: [409, 'The request exceeds the employee’s balance'],
  OVERLAPPING_REQUEST: [409, 'The dates overlap another request'],
  ALREADY_PAID: [409, 'A paid order cannot be cancelled'],
  PAYMENT_REQUIRED: [409, 'The order must be paid before it moves on'],
  NOT_EXPIRABLE: [409, 'Only unpaid orders at a quoted price expire'],
  NOT_COUPONS: [409, 'Only coupon orders become overdue'],
  NOT_CONFIRMED_BY_COMPANY: [409, 'The company has not confirmed its payment'],
  NO_DOCUMENTS: [409, 'The order has no payment documents'],
  DOCUMENT_LIMIT: [409, 'The order holds the most documents it may'],
  DOCUMENTS_LOCKED: [409, 'Both sides confirmed the payment: the documents are locked'],
  FILE_NOT_DELETED: [409, 'The document cannot be removed once the payment is confirmed'],
  ORDER_CLOSED: [409, 'The order is closed'],
  WEBHOOK_ENDPOINT_DISABLED: [409, 'The webhook endpoint is disabled: enable it first'],
  PRODUCT_NOT_PRICED: [409, 'The product has no active price'],
  COMPLETION_EXCEEDS_HOLD: [409, 'The completion is more than the pre-authorized maximum'],
  COMPLETION_MISMATCH: [409, 'The pre-authorization was completed already, with other figures'],
  PREAUTHORIZATION_EXPIRED: [
    409,
    'The pre-authorization’s hold expired (and was released) before its completion',
  ],
  // 413, 414, 415: the request's size or type
  PAYLOAD_TOO_LARGE: [413, 'The body or file is too large'],
  URI_TOO_LONG: [414, 'The URL or a path parameter is too long'],
  UNSUPPORTED_MEDIA_TYPE: [415, 'The content type is not accepted'],
  NOT_AN_IMAGE: [415, 'The file is not a PNG, JPEG, GIF or WebP image'],
  // 416: a byte range beyond the end of a file
  RANGE_NOT_SATISFIABLE: [416, 'The requested byte range starts beyond the end of the file'],
  // 429: too many
  RATE_LIMITED: [429, 'Too many attempts; the Retry-After header says when to try again'],
  // 5xx: not the caller's fault
  INTERNAL_ERROR: [500, 'A bug: the server failed'],
  SMS_NOT_SENT: [502, 'The SMS provider did not take the message'],
  EMAIL_NOT_SENT: [502, 'The e-mail provider did not take the message'],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof errorCodes;

export const statusOf = (code: ErrorCode): number => errorCodes[code][0];
