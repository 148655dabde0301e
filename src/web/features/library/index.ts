/**
 * The library: saved prompts and saved inputs. The builders save through the two create hooks (which refresh
 * the library's lists); Settings offers the two exports before an account is deleted. The router imports this
 * module lazily (its hooks carry react-query and the API client, which the landing page must not download) and
 * each page loads, in a chunk of its own, when first visited.
 */
export const loadSavedPromptsPage = () => import("./pages/saved-prompts-page");
export const loadSavedInputsPage = () => import("./pages/saved-inputs-page");
export const loadSharedLinksPage = () => import("./pages/shared-links-page");
export const loadHistoryPage = () => import("./pages/history-page");

export { useCreateSavedPrompt, type NewSavedPrompt } from "./api/create-saved-prompt";
export { useCreateSavedInput, type NewSavedInput } from "./api/create-saved-input";
export { toastSavedPromptLimit } from "./components/saved-prompt-limit";
export { MSG_NAME_REQUIRED, SaveDialog } from "./components/save-dialog";
export { saveFailure, SavePromptButton } from "./components/save-prompt-button";
export { exportSavedPrompts, saveFile } from "./api/export-saved-prompts";
export { exportSavedInputs } from "./api/export-saved-inputs";
export { exportHistory } from "./api/history";
export type { SavedInput, SavedPrompt } from "./types";
export { PromptPartsView, RunRequestButtons } from "./components/prompt-parts";
export { copyText } from "./lib/copy-text";
