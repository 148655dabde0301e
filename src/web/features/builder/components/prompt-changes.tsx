import { diffWords } from "diff";
import { type ComposedPrompt, describeChanges, type ImproveTarget } from "@/domain/builders";

/**
 * Under an improved prompt: what changed and why (read off the original and the improved prompt with its negative
 * prompt and parameters, so it holds for the composer's improvement and a model's alike), then the improved prompt
 * word by word against the original.
 */
export function PromptChanges({ original, improved, target }: { original: string; improved: ComposedPrompt; target: ImproveTarget }) {
  const changes = describeChanges(original, improved, target);
  // The diff shows where exclusions went when they moved to the negative prompt's own field.
  const compared = improved.negativePrompt ? `${improved.prompt}\nNegative prompt: ${improved.negativePrompt}` : improved.prompt;
  return (
    <section aria-labelledby="changes-title" className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="changes-title" className="text-base font-semibold tracking-tight">
        What changed
      </h2>
      <ul className="grid gap-2 text-sm">
        {changes.map((change) => (
          <li key={change.what} className="grid gap-0.5">
            <span className="font-medium">{change.what}</span>
            <span className="text-muted-foreground">{change.why}</span>
          </li>
        ))}
      </ul>
      <h3 id="diff-title" className="text-sm font-semibold">
        Compared with your prompt
      </h3>
      <p
        aria-labelledby="diff-title"
        data-testid="prompt-diff"
        className="max-h-[32rem] overflow-y-auto rounded-lg border bg-surface p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
      >
        {diffWords(original, compared).map((part, index) =>
          part.added ? (
            <ins key={index} className="rounded-sm bg-accent text-success-text underline-offset-2">
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={index} className="text-muted-foreground">
              {part.value}
            </del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </p>
    </section>
  );
}
