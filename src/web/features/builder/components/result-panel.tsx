import { Copy, Info, LoaderCircle, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { MSG_FALLBACK_COMPOSER, type ArtForm, type PromptType, type TextForm } from "@/domain/builders";
import { Button } from "@/web/components/ui/button";
import { copyText, PromptPartsView, RunRequestButtons } from "@/web/features/library";
import type { GenerationState } from "../api/generate-prompt";
import { SaveActions } from "./save-actions";

/** What the result area reads until the first words arrive. */
export const BREWING = "Brewing!!!";

/** The state a test or a style can read off the panel. */
function phase(state: GenerationState): "idle" | "brewing" | "streaming" | "done" | "failed" {
  if (state.status === "busy") return state.text === "" ? "brewing" : "streaming";
  return state.status;
}

export interface ResultPanelProps {
  type: PromptType;
  state: GenerationState;
  /** What Save Inputs saves. */
  inputs: TextForm | ArtForm | Record<string, unknown>;
  /** Shown before the first generation. */
  idleText: string;
  /** The panel's heading. */
  title?: string;
}

/**
 * The result area: idle text, 'Brewing!!!' until the first words, the prompt as it streams, then the
 * prompt with Copy (the prompt only), the requests ready to run for its target, Save Prompt and Save Inputs (and
 * a notice when the built-in composer stood in for the model), and below it the negative prompt, parameters and
 * notes apart; or a message in place of the result.
 */
export function ResultPanel({ type, state, inputs, idleText, title = "Generated prompt" }: ResultPanelProps) {
  const current = phase(state);
  const prompt = state.status === "done" ? state.text : "";
  return (
    <section
      id="result"
      aria-labelledby="result-title"
      className="scroll-mt-4 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="result-title" className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        {state.status === "done" && (
          // Icons drop out on phones so the three actions fit one row.
          <div className="flex flex-wrap gap-2 max-sm:[&_svg]:hidden">
            <Button variant="outline" size="sm" onClick={() => void copyText(prompt)}>
              <Copy aria-hidden="true" />
              Copy
            </Button>
            <RunRequestButtons target={state.target} prompt={prompt} parts={state.parts} />
            <SaveActions type={type} inputs={inputs} prompt={prompt} parts={state.parts} />
          </div>
        )}
      </div>

      {state.status === "done" && state.fallback && (
        <p
          role="note"
          className="mb-4 flex items-start gap-2 rounded-lg border bg-accent px-3 py-2 text-sm text-accent-foreground"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {MSG_FALLBACK_COMPOSER}
        </p>
      )}

      <div
        data-testid="result-text"
        data-state={current}
        aria-live="polite"
        aria-busy={state.status === "busy"}
        className={
          current === "failed"
            ? "rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm leading-relaxed text-foreground"
            : "max-h-[32rem] min-h-32 overflow-y-auto rounded-lg border bg-surface p-4 text-sm leading-relaxed break-words whitespace-pre-wrap"
        }
      >
        {current === "idle" && <span className="text-muted-foreground">{idleText}</span>}
        {current === "brewing" && (
          <span className="inline-flex items-center gap-2 font-medium text-brand-text">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {BREWING}
          </span>
        )}
        {state.status === "busy" && state.text !== "" && state.text}
        {state.status === "done" && state.text}
        {state.status === "failed" && state.message}
      </div>
      {state.status === "done" && (
        <div className="mt-4">
          <PromptPartsView parts={state.parts} />
        </div>
      )}
      {state.status === "failed" && state.reason === "exhausted" && (
        <Button asChild size="sm" className="mt-4">
          <Link to="/billing">
            <Sparkles aria-hidden="true" />
            Upgrade
          </Link>
        </Button>
      )}
    </section>
  );
}
