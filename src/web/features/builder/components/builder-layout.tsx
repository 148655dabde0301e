import { RotateCcw } from "lucide-react";
import { Children, startTransition, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import type { ArtForm, PromptType, TextForm } from "@/domain/builders";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { formElementId, type BuilderState } from "../hooks/use-builder";
import { GenerateButton } from "./generate-button";
import { ResultPanel } from "./result-panel";
import { BuilderUsage } from "./usage-box";

export interface BuilderLayoutProps<F extends TextForm | ArtForm> {
  type: PromptType;
  title: string;
  lead: string;
  generateLabel: string;
  builder: BuilderState<F>;
  /** What Save Inputs would save (the form, plus the art subject). */
  inputs: TextForm | ArtForm | Record<string, unknown>;
  /** The form's sections. */
  children: ReactNode;
}

/**
 * How many of `total` parts to show: none at first (the page's title paints with the layout), then one
 * more per render, each as a transition. A phone builds the whole form in several short tasks instead of
 * one long one, so the page answers to input while it appears. Only ever growing, so nothing shown moves;
 * a total of 0 (the form is held) shows none.
 */
function useRevealed(total: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown(shown + 1));
  }, [shown, total]);
  return Math.min(shown, total);
}

/** Ctrl+Enter (⌘ Enter on a Mac) in the form submits it, as pressing Generate does: same rules, same guard. */
function generateOnCtrlEnter(event: KeyboardEvent<HTMLFormElement>) {
  if (event.key !== "Enter" || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  event.currentTarget.requestSubmit();
}

/** A builder page: title and usage box, the form's sections, Generate and Reset, then the result. */
export function BuilderLayout<F extends TextForm | ArtForm>({
  type,
  title,
  lead,
  generateLabel,
  builder,
  inputs,
  children,
}: BuilderLayoutProps<F>) {
  const sections = Children.toArray(children);
  const shown = useRevealed(builder.ready ? sections.length : 0);
  const complete = builder.ready && shown >= sections.length;
  return (
    <div className="grid gap-6">
      <header className="grid gap-4 md:grid-cols-[1fr_18rem] md:items-start">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h1>
          <p className="text-pretty text-muted-foreground">{lead}</p>
        </div>
        <BuilderUsage />
      </header>

      <form
        id={formElementId(builder.formId)}
        noValidate
        aria-labelledby="builder-form-title"
        onSubmit={(event) => void builder.submit(event)}
        onKeyDown={generateOnCtrlEnter}
        // The first touch of the form fetches the rules that check it, so submit does not wait for them.
        onFocus={builder.prepare}
        onPointerDown={builder.prepare}
        className="grid gap-6"
      >
        <h2 id="builder-form-title" className="sr-only">
          {title}
        </h2>
        {!builder.ready && (
          <div className="flex justify-center py-12">
            <Spinner label="Loading your inputs" />
          </div>
        )}
        {sections.slice(0, shown)}
        {/* The actions and the result come last, so the sections never push them down. */}
        {complete && (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <GenerateButton label={generateLabel} busy={builder.busy} />
            <Button variant="ghost" onClick={builder.reset} disabled={builder.busy} className="w-full sm:w-auto">
              <RotateCcw aria-hidden="true" />
              Reset form
            </Button>
          </div>
        )}
      </form>

      {complete && (
        <ResultPanel
          type={type}
          state={builder.generation}
          inputs={inputs}
          idleText={`Fill in what matters to you, then press ${generateLabel}. Your prompt appears here.`}
        />
      )}
    </div>
  );
}
