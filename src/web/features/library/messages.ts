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
  versionsFailed: "Could not load the versions.",
  oneVersion: "Only one version so far. Each change of the prompt's text is kept here, with its note.",
  versionRestored: (version: number) => `Version ${version} restored`,
  restoreVersionFailed: (version: number) => `Could not restore version ${version}. Please try again.`,
  copied: "Copied to clipboard",
  copiedShort: "Copied",
  valuesNotKept: "Copied. Your values could not be kept for next time.",
  promptPinned: "Prompt pinned",
  promptUnpinned: "Prompt unpinned",
  pinFailed: "Could not change the pin. Please try again.",
  promptDuplicated: "Prompt duplicated",
  duplicateFailed: "Could not duplicate the prompt. Please try again.",
  copyFailed: "Could not copy to clipboard",
  exportFailed: "Failed to export prompts. Please try again.",
  exported: "Export downloaded",
  loadInputsFailed: "Failed to load saved inputs",
  tagsFailed: "Could not load your tags.",
  noTags: "No tags yet. Add tags when you save or edit a prompt.",
  /** The spec's text (section 8) for saved inputs that cannot be fetched because the session has ended. */
  sessionEnded: "Session refresh failed. Please log out and log back in.",
} as const;

/** Names and labels: what an application fetches a prompt by. */
export const LABEL_TEXTS = {
  explain: "Applications fetch a prompt by its name: the version labelled production, or the one a label or number asks for.",
  moved: (label: string, version: number) => `${label} now points at version ${version}`,
  moveFailed: "Could not move the label. Please try again.",
  noMoves: "No label moved yet.",
  moveLine: ({ label, version, previousVersion }: { label: string; version: number; previousVersion: number | null }) =>
    previousVersion === null ? `${label} set on version ${version}` : `${label} moved from version ${previousVersion} to version ${version}`,
} as const;

/** Share links: the dialog on a prompt and the Shared links page. */
export const SHARE_TEXTS = {
  explain: "Anyone with the link can read this prompt and save a copy to their own library. They won't see your name or e-mail.",
  created: "Link created",
  createFailed: "Could not create the link. Please try again.",
  copied: "Link copied",
  copyFailed: "Could not copy the link. Select it and copy it yourself.",
  revoked: "Link revoked: it no longer opens",
  revokeFailed: "Could not revoke the link. Please try again.",
  loadFailed: "Could not load your shared links.",
  none: "You aren't sharing any prompts. Use Share on a saved prompt to make a link.",
} as const;

/** A team's library: which workspace a page shows, who made what, and Copy to. */
export const TEAM_TEXTS = {
  workspace: (team: string) => `Team library: ${team}`,
  formerMember: "a former member",
  noPrompts: (team: string) => `No saved prompts in ${team} yet.`,
  noInputs: (team: string) => `No saved inputs in ${team} yet.`,
  noHistory: (team: string) => `No generations in ${team} yet. Every prompt the team generates appears here.`,
  ranBy: (name: string | undefined) => `Run by ${name ?? "a former member"}`,
  personal: "Personal",
  copyTo: "Copy to…",
  copied: (workspace: string) => `Copied to ${workspace}`,
  copyFailed: "Could not copy. Please try again.",
  noDestinations: "There is nowhere else to copy this to: you can add to your personal library and to teams where you are an editor.",
  loadTeamsFailed: "Could not load your teams.",
} as const;
