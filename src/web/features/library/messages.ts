/**
 * The library screens' own words. The specification's texts (section 8, saved items) are
 * LIBRARY_MESSAGES in the domain; these cover what it leaves unsaid (successes, progress, labels).
 */
export const UI_MESSAGES = {
  promptUpdated: "Prompt updated successfully",
  promptDeleted: "Prompt deleted successfully",
  promptRestored: "Prompt restored",
  restorePromptFailed: "Could not restore the prompt",
  inputRestored: "Input restored",
  restoreInputFailed: "Could not restore the input",
  inputRenamed: "Input name updated successfully",
  copied: "Copied to clipboard",
  copyFailed: "Could not copy to clipboard",
  exportFailed: "Failed to export prompts. Please try again.",
  exported: "Export downloaded",
  loadInputsFailed: "Failed to load saved inputs",
  tagsFailed: "Could not load your tags.",
  noTags: "No tags yet. Add tags when you save or edit a prompt.",
  /** The spec's text (section 8) for saved inputs that cannot be fetched because the session has ended. */
  sessionEnded: "Session refresh failed. Please log out and log back in.",
} as const;
