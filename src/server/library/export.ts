import type { InputsExport, PromptsExport, SavedInput, SavedPrompt } from "@/domain/api/library";
import { EXPORT_FORMAT, EXPORT_VERSION, INPUTS_EXPORT_FORMAT } from "@/domain/library";
import type { PromptType } from "@/domain/prompt-type";

const TYPE_NAMES: Record<PromptType, string> = { text: "Text prompt", art: "Art prompt", improve: "Improved prompt" };

/** The file Import takes back: each prompt with its versions, oldest first (`versions` by prompt id). */
export function exportJson(
  prompts: SavedPrompt[],
  versions: Map<string, PromptsExport["prompts"][number]["versions"]>,
  now: Date,
): PromptsExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    prompts: prompts.map(({ id, title, content, negativePrompt, parameters, notes, promptType, tags, inputData, createdAt }) => ({
      title,
      content,
      negativePrompt,
      parameters,
      notes,
      promptType,
      tags,
      inputData,
      createdAt,
      versions: versions.get(id) ?? [],
    })),
  };
}

export function exportInputsJson(inputs: SavedInput[], now: Date): InputsExport {
  return {
    format: INPUTS_EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    inputs: inputs.map(({ name, inputType, inputData, createdAt }) => ({ name, inputType, inputData, createdAt })),
  };
}

/** A readable document: one section per prompt, its text in a fence longer than any run of backticks in it. */
export function exportMarkdown(prompts: SavedPrompt[], now: Date): string {
  const lines = [`# Promptsmith saved prompts`, ``, `Exported ${now.toISOString().slice(0, 10)} · ${prompts.length} prompts`, ``];
  for (const prompt of prompts) {
    const longestRun = Math.max(2, ...(prompt.content.match(/`+/g) ?? []).map((run) => run.length));
    const fence = "`".repeat(longestRun + 1);
    const tags = prompt.tags.length ? ` · Tags: ${prompt.tags.join(", ")}` : "";
    lines.push(
      `## ${prompt.title.replace(/\n/g, " ")}`,
      ``,
      `${TYPE_NAMES[prompt.promptType]} · Saved ${prompt.createdAt.slice(0, 10)}${tags}`,
      ``,
      fence,
      prompt.content,
      fence,
      ``,
    );
  }
  return lines.join("\n");
}
