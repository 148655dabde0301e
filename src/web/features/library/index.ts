import { lazy } from "react";

/**
 * The library: saved prompts and saved inputs. The pages load when first visited; the builders save
 * through the two create hooks (which refresh the library's lists); Settings offers the two exports
 * before an account is deleted.
 */
export const SavedPromptsPage = lazy(() =>
  import("./pages/saved-prompts-page").then((m) => ({ default: m.SavedPromptsPage })),
);
export const SavedInputsPage = lazy(() => import("./pages/saved-inputs-page").then((m) => ({ default: m.SavedInputsPage })));

export { useCreateSavedPrompt, type NewSavedPrompt } from "./api/create-saved-prompt";
export { useCreateSavedInput, type NewSavedInput } from "./api/create-saved-input";
export { toastSavedPromptLimit } from "./components/saved-prompt-limit";
export { exportSavedPrompts, saveFile } from "./api/export-saved-prompts";
export { exportSavedInputs } from "./api/export-saved-inputs";
export type { SavedInput, SavedPrompt } from "./types";
