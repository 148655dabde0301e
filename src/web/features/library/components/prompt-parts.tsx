import { Copy, Terminal } from "lucide-react";
import { useId, useMemo } from "react";
import type { PromptParts } from "@/domain/api/generation";
import { runRequestsFor } from "@/domain/run-requests";
import { Button } from "@/web/components/ui/button";
import { copyText } from "../lib/copy-text";

/**
 * What goes with a prompt besides its text, each apart so that copying the prompt copies only the prompt: the
 * negative prompt (with its own Copy), the target's parameters as a labelled list, and the notes for the user.
 * Nothing shows for a part that is empty.
 */
export function PromptPartsView({ parts }: { parts: PromptParts }) {
  const id = useId();
  const parameters = Object.entries(parts.parameters);
  if (!parts.negativePrompt && parameters.length === 0 && parts.notes.length === 0) return null;
  return (
    <div className="grid gap-3 text-sm" data-testid="prompt-parts">
      {parts.negativePrompt && (
        <section aria-labelledby={`${id}-negative-prompt`} className="grid gap-1.5">
          <div className="flex items-center justify-between gap-2">
            <h3 id={`${id}-negative-prompt`} className="font-medium">
              Negative prompt
            </h3>
            <Button variant="outline" size="sm" onClick={() => void copyText(parts.negativePrompt!)}>
              <Copy aria-hidden="true" />
              Copy negative prompt
            </Button>
          </div>
          <p data-testid="negative-prompt" className="rounded-lg border bg-surface p-3 break-words whitespace-pre-wrap">
            {parts.negativePrompt}
          </p>
        </section>
      )}
      {parameters.length > 0 && (
        <section aria-labelledby={`${id}-parameters`} className="grid gap-1.5">
          <h3 id={`${id}-parameters`} className="font-medium">
            Parameters
          </h3>
          <dl aria-labelledby={`${id}-parameters`} className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border p-3">
            {parameters.map(([name, value]) => (
              <div key={name} className="contents">
                <dt className="font-mono text-muted-foreground">{name}</dt>
                <dd className="font-mono break-all">{String(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {parts.notes.length > 0 && (
        <section aria-labelledby={`${id}-notes`} className="grid gap-1.5">
          <h3 id={`${id}-notes`} className="font-medium">
            Notes
          </h3>
          <ul aria-labelledby={`${id}-notes`} className="list-disc space-y-1 pl-5 text-muted-foreground">
            {parts.notes.map((note, index) => (
              // Notes are plain sentences in a fixed order; two may read the same.
              <li key={index}>{note}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** A random seed for the formats that need one when the result has none (ComfyUI's API takes no "random"). */
const randomSeed = () => Math.floor(Math.random() * 2 ** 32);

/**
 * One button per request ready to run that applies to the result's image target (domain/run-requests): each
 * copies its request, with the same toast as Copy. Nothing for a text prompt or the generic target.
 */
export function RunRequestButtons({ target, prompt, parts }: { target: string | null; prompt: string; parts: PromptParts }) {
  const requests = useMemo(() => runRequestsFor(target, { prompt, ...parts }, randomSeed()), [target, prompt, parts]);
  return requests.map((request) => (
    <Button key={request.label} variant="outline" size="sm" onClick={() => void copyText(request.text)}>
      <Terminal aria-hidden="true" />
      {request.label}
    </Button>
  ));
}
