/** The spec's canonical error codes and the HTTP status each one travels with. */
export const ERROR_STATUS = {
  "invalid-argument": 400,
  unauthenticated: 401,
  "permission-denied": 403,
  "not-found": 404,
  "already-exists": 409,
  "failed-precondition": 400,
  "resource-exhausted": 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && value in ERROR_STATUS;
}

/** The body of every failed function call. */
export interface ErrorBody {
  error: { status: ErrorCode; message: string };
}

/**
 * An expected failure: thrown by handlers and rules, turned into the spec's error body at the door.
 * Anything else that escapes a handler is an `internal` error.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "AppError";
  }

  get httpStatus(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { error: { status: this.code, message: this.message } };
  }
}
