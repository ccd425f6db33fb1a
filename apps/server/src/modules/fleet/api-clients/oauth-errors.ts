import type { ErrorCode } from '../../../core/error-codes';

/** RFC 6749 §5.2's error codes the token endpoint answers, with their HTTP status and our code. */
const oauthCodes = {
  invalid_request: [400, 'OAUTH_INVALID_REQUEST'],
  invalid_client: [401, 'OAUTH_INVALID_CLIENT'],
  unsupported_grant_type: [400, 'OAUTH_UNSUPPORTED_GRANT_TYPE'],
  invalid_scope: [400, 'OAUTH_INVALID_SCOPE'],
} as const satisfies Record<string, readonly [number, ErrorCode]>;

export type OAuthErrorCode = keyof typeof oauthCodes;

/** A refused token request: answered with both RFC 6749's body and the conventions' error body. */
export class OAuthError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
  ) {
    super(description);
    [this.statusCode, this.code] = oauthCodes[error];
  }
}

export const OAUTH_ERROR_CODES: readonly ErrorCode[] = Object.values(oauthCodes).map(([, code]) => code);
