import { lazy } from "react";

// Loaded when /settings is first visited.
export const SettingsPage = lazy(() => import("./pages/settings-page").then((m) => ({ default: m.SettingsPage })));
