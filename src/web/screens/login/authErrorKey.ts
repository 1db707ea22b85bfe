/**
 * Which message of SPEC section 8 (Authentication) a sign-in failure shows. Better Auth answers
 * with its own codes; OAuth providers and the popup add theirs.
 */
export type AuthErrorKey =
  | "invalidEmail"
  | "accountDisabled"
  | "userNotFound"
  | "wrongPassword"
  | "invalidCredentials"
  | "emailInUse"
  | "signUpDisabled"
  | "weakPassword"
  | "popupBlocked"
  | "cancelled"
  | "differentMethod"
  | "networkError"
  | "timeout"
  | "tooManyRequests"
  | "default";

const byCode: Record<string, AuthErrorKey> = {
  INVALID_EMAIL: "invalidEmail",
  USER_NOT_FOUND: "userNotFound",
  INVALID_PASSWORD: "wrongPassword",
  INVALID_EMAIL_OR_PASSWORD: "invalidCredentials",
  USER_ALREADY_EXISTS: "emailInUse",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "emailInUse",
  PASSWORD_TOO_SHORT: "weakPassword",
  EMAIL_PASSWORD_SIGN_UP_DISABLED: "signUpDisabled",
  SIGNUP_DISABLED: "signUpDisabled",
  BANNED_USER: "accountDisabled",
  POPUP_BLOCKED: "popupBlocked",
  POPUP_CLOSED: "cancelled",
  POPUP_TIMEOUT: "cancelled",
  access_denied: "cancelled",
  ACCOUNT_NOT_LINKED: "differentMethod",
  account_not_linked: "differentMethod",
  LINKED_ACCOUNT_ALREADY_EXISTS: "differentMethod",
  SOCIAL_ACCOUNT_ALREADY_LINKED: "differentMethod",
  unable_to_link_account: "differentMethod",
  signup_disabled: "signUpDisabled",
  REQUEST_TIMEOUT: "timeout",
  NETWORK_ERROR: "networkError",
};

export function authErrorKey(
  error: { code?: string | undefined; status?: number } | null,
): AuthErrorKey {
  if (!error) return "default";
  if (error.status === 429) return "tooManyRequests";
  if (error.code && error.code in byCode) return byCode[error.code] ?? "default";
  return "default";
}
