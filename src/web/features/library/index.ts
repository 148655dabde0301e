import { lazy } from "react";

/**
 * The library: saved prompts and saved inputs. The pages load when first visited; the builders save
 * through the two create hooks (which refresh the library's lists).
 */
export const SavedPromptsPage = lazy(() =>
  import("./pages/saved-prompts-page").then((m) => ({ default: m.SavedPromptsPage })),
);
export const SavedInputsPage = lazy(() => import("./pages/saved-inputs-page").then((m) => ({ default: m.SavedInputsPage })));

export { useCreateSavedPrompt, type NewSavedPrompt } from "./api/create-saved-prompt";
export { useCreateSavedInput, type NewSavedInput } from "./api/create-saved-input";
export { toastSavedPromptLimit } from "./components/saved-prompt-limit";
export type { SavedInput, SavedPrompt } from "./types";
