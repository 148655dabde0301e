import { ApiError } from "@/web/lib/api-client";

/** The spec's sign-in and authentication texts (section 8), word for word. */
export const AUTH_MESSAGES = {
  connectionError: "Connection error. Please check your internet connection and try again.",
  invalidCredentials: "Invalid email or password",
  signInFailed: "Failed to sign in",
  signedIn: "Signed in successfully",
  missingCredentials: "You must provide either an email or phone number and a password",
  redirectingToGoogle: "Redirecting to Google...",
  googleSignInFailed: "Failed to sign in with Google",
  googleSignUpFailed: "Failed to sign up with Google",
  passwordsDoNotMatch: "Passwords do not match",
  signUpFailed: "Failed to sign up",
  accountCreated: "Account created! Please check your email to confirm your account.",
  resetEmailFailed: "Failed to send reset email",
  resetLinkSent: "Reset link sent to your email",
  invalidResetLink: "Invalid or expired reset link",
  resetFailed: "Failed to reset password",
  passwordReset: "Password reset successfully",
  passwordTooShort: "Password must be at least 8 characters long.",
  callbackTimedOut: "Authentication process timed out. Please try again.",
  checkEmailDetail: "If you've signed up with email, please check your inbox to confirm your account.",
  loggedOut: "Logged out successfully",
  logoutFailed: "Failed to log out",
} as const;

/** Our own texts where the spec has none. */
export const EXTRA_MESSAGES = {
  emailNotConfirmed: "Your e-mail address is not confirmed yet. Open the link we sent you, or ask for a new one.",
  confirmationSent: "Confirmation e-mail sent. Please check your inbox.",
  confirmationFailed: "Failed to send the confirmation e-mail",
  emailConfirmed: "Your e-mail is confirmed. You can sign in now.",
  confirmationLinkInvalid: "This confirmation link is invalid or has expired. Sign in to ask for a new one.",
} as const;

/** Said when the server found the session's team no longer has the user (removed, or the team deleted). */
export const teamAccessLost = (team: string | undefined) =>
  `You are no longer a member of ${team ?? "this team"}.`;

/** The sign-in's second step, for accounts with two-factor authentication. */
export const TWO_FACTOR_MESSAGES = {
  invalidCode: "Invalid code. Check your authenticator app and try again.",
  invalidRecoveryCode: "Invalid recovery code. Each recovery code works only once.",
  expired: "Your sign-in took too long. Please enter your password again.",
  tooManyAttempts: "Too many wrong codes. Please enter your password again.",
  totpHint: "Enter the 6-digit code from your authenticator app.",
  recoveryHint: "Enter one of the recovery codes you saved when you set up two-factor authentication.",
} as const;

export const MIN_PASSWORD_LENGTH = 8;

/** Too many attempts: the server's message says how long to wait. */
function isRateLimited(error: unknown): error is ApiError & { code: "rate_limited" } {
  return error instanceof ApiError && error.code === "rate_limited";
}

function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.code === "network_error";
}

export interface SignInFailure {
  message: string;
  /** The e-mail is not confirmed: offer to send the confirmation link again. */
  unconfirmed: boolean;
}

/** What the login form says for a failed e-mail sign-in. */
export function signInFailure(error: unknown): SignInFailure {
  const failure = (message: string, unconfirmed = false) => ({ message, unconfirmed });
  if (!(error instanceof ApiError)) return failure(AUTH_MESSAGES.signInFailed);
  if (error.code === "INVALID_EMAIL_OR_PASSWORD") return failure(AUTH_MESSAGES.invalidCredentials);
  if (error.code === "EMAIL_NOT_VERIFIED") return failure(EXTRA_MESSAGES.emailNotConfirmed, true);
  // Rate limits and inactive or suspended accounts: the server's message says what to do.
  if (isRateLimited(error) || error.code === "ACCOUNT_NOT_ACTIVE") return failure(error.message);
  if (isNetworkError(error)) return failure(AUTH_MESSAGES.connectionError);
  return failure(error.message || AUTH_MESSAGES.signInFailed);
}

/** The message for a failure, using the server's own text only where it is meant for users. */
export function failureMessage(error: unknown, fallback: string): string {
  if (isRateLimited(error)) return error.message;
  if (isNetworkError(error)) return AUTH_MESSAGES.connectionError;
  if (error instanceof ApiError && error.code === "PASSWORD_TOO_SHORT") return AUTH_MESSAGES.passwordTooShort;
  if (error instanceof ApiError && error.code === "missing_credentials") return error.message;
  return fallback;
}

export interface SecondFactorFailure {
  message: string;
  /** The sign-in has to start again from the password (the challenge expired, ran out of tries, or the account was closed). */
  restart: boolean;
}

/** What the second step says for a refused code. */
export function secondFactorFailure(error: unknown): SecondFactorFailure {
  const failure = (message: string, restart = false) => ({ message, restart });
  if (!(error instanceof ApiError)) return failure(AUTH_MESSAGES.signInFailed);
  if (error.code === "INVALID_CODE") return failure(TWO_FACTOR_MESSAGES.invalidCode);
  if (error.code === "INVALID_BACKUP_CODE") return failure(TWO_FACTOR_MESSAGES.invalidRecoveryCode);
  if (error.code === "INVALID_TWO_FACTOR_COOKIE") return failure(TWO_FACTOR_MESSAGES.expired, true);
  if (error.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") return failure(TWO_FACTOR_MESSAGES.tooManyAttempts, true);
  if (error.code === "ACCOUNT_NOT_ACTIVE") return failure(error.message, true);
  // Rate limits and a temporarily locked account: the server's message says how long to wait.
  if (isRateLimited(error)) return failure(error.message);
  if (isNetworkError(error)) return failure(AUTH_MESSAGES.connectionError);
  return failure(AUTH_MESSAGES.signInFailed);
}
