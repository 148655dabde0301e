import { LoaderCircle, Tag } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import type { PromptVersions } from "@/domain/api/library";
import { DEFAULT_LABEL, labelSchema, SUGGESTED_LABELS } from "@/domain/prompt-names";
import { Button } from "@/web/components/ui/button";
import { controlProps, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select } from "@/web/components/ui/select";
import { fieldErrorsOfApi, type FieldErrors } from "@/web/lib/field-errors";
import { useMovePromptLabel } from "../api/move-prompt-label";
import { LABEL_TEXTS } from "../messages";
import { formatDateTime } from "../lib/format-date";

const LABEL_HINT = "production, staging or your own: lowercase letters, digits, - and _.";

/**
 * A prompt's labels: a form that points one (new or existing) at a version, and every move made, newest first.
 * Applications fetch the version labelled production by the prompt's name.
 */
export function PromptLabels({ promptId, history }: { promptId: string; history: PromptVersions }) {
  const move = useMovePromptLabel();
  const { versions, labelMoves } = history;
  const [label, setLabel] = useState<string>(DEFAULT_LABEL);
  const [version, setVersion] = useState(String(versions[0]?.version ?? 1));
  const [errors, setErrors] = useState<FieldErrors>({});
  const known = [...new Set([...SUGGESTED_LABELS, ...versions.flatMap((v) => v.labels)])];

  const submit = async () => {
    if (move.isPending) return;
    const parsed = labelSchema.safeParse(label);
    if (!parsed.success) {
      setErrors({ label: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    try {
      await move.mutateAsync({ id: promptId, label: parsed.data, version: Number(version) });
    } catch (error) {
      setErrors(fieldErrorsOfApi(error));
      toast.error(LABEL_TEXTS.moveFailed);
      return;
    }
    toast.success(LABEL_TEXTS.moved(parsed.data, Number(version)));
  };

  return (
    <section aria-labelledby="prompt-labels-title" className="grid gap-3">
      <h3 id="prompt-labels-title" className="flex items-center gap-2 text-sm font-semibold">
        <Tag className="size-4" aria-hidden="true" />
        Labels
      </h3>
      <p className="text-xs text-muted-foreground">{LABEL_TEXTS.explain}</p>
      {/* A group, not a form: the panel sits in the editor's form, so Enter in the label moves it rather than saving the editor. */}
      <div role="group" aria-label="Move a label" className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <FormField id="move-label-name" label="Label" hint={LABEL_HINT} error={errors.label}>
          <Input
            {...controlProps("move-label-name", { hint: LABEL_HINT, error: errors.label })}
            list="move-label-known"
            autoComplete="off"
            value={label}
            onChange={(event) => {
              setLabel(event.target.value);
              setErrors((current) => ({ ...current, label: undefined }));
            }}
            onKeyDown={(event) => {
              if (event.key !== "Enter") return;
              event.preventDefault();
              void submit();
            }}
          />
          <datalist id="move-label-known">
            {known.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </FormField>
        <FormField id="move-label-version" label="Version" error={errors.version}>
          <Select {...controlProps("move-label-version", { error: errors.version })} value={version} onValueChange={setVersion}>
            {versions.map((v, index) => (
              <option key={v.version} value={v.version}>
                Version {v.version}
                {index === 0 ? " (current)" : ""}
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="button" size="sm" className="sm:mt-7" disabled={move.isPending} onClick={() => void submit()}>
          {move.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Tag aria-hidden="true" />}
          {move.isPending ? "Moving..." : "Move label"}
        </Button>
      </div>
      {labelMoves.length > 0 ? (
        <ol aria-label="Label moves" className="grid max-h-40 gap-1 overflow-y-auto text-sm">
          {labelMoves.map((moved, index) => (
            <li key={index} className="text-muted-foreground">
              <span className="font-medium text-foreground">{LABEL_TEXTS.moveLine(moved)}</span> · {formatDateTime(moved.createdAt)}
              {moved.movedByName && ` · ${moved.movedByName}`}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">{LABEL_TEXTS.noMoves}</p>
      )}
    </section>
  );
}
