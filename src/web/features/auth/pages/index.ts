// The auth screens travel as one chunk: each is small, and a visitor who opens one usually opens
// another next (sign-in, sign-up, forgot password), which then shows at once.
export { AuthCallbackPage } from "./auth-callback-page";
export { ForgotPasswordPage } from "./forgot-password-page";
export { LoginPage } from "./login-page";
export { AlternativeResetPasswordPage, ResetPasswordPage } from "./reset-password-page";
export { SignupPage } from "./signup-page";
