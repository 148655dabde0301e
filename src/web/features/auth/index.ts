import { lazy } from "react";

// The entry bundle imports this file (the `/` route needs useSessionStatus), so only hooks, the context
// object and plain functions are exported directly; components load lazily, in two chunks (the session
// provider with the guard, and the auth screens), so the landing page pays for none of them.
export { useSessionStatus, type SessionStatus } from "./session-status";
export { useAuth, useWorkspace, type AuthContextValue } from "./auth-context";
export { ArrivedSessionContext, type ArrivedSession } from "./embedded-session";
export { leaveToLogin } from "./leave-to-login";
export type { ReturnState } from "./return-path";
export type { Profile } from "@/domain/api/account";

const loadSession = () => import("./session");
const loadPages = () => import("./pages");

export const AuthProvider = lazy(() => loadSession().then((m) => ({ default: m.AuthProvider })));
export const RequireAuth = lazy(() => loadSession().then((m) => ({ default: m.RequireAuth })));

export const LoginPage = lazy(() => loadPages().then((m) => ({ default: m.LoginPage })));
export const SignupPage = lazy(() => loadPages().then((m) => ({ default: m.SignupPage })));
export const ForgotPasswordPage = lazy(() => loadPages().then((m) => ({ default: m.ForgotPasswordPage })));
export const ResetPasswordPage = lazy(() => loadPages().then((m) => ({ default: m.ResetPasswordPage })));
export const AlternativeResetPasswordPage = lazy(() =>
  loadPages().then((m) => ({ default: m.AlternativeResetPasswordPage })),
);
export const AuthCallbackPage = lazy(() => loadPages().then((m) => ({ default: m.AuthCallbackPage })));
