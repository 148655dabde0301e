import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { API_KEY_NAME_MAX, API_KEY_SCOPE_TEXTS, API_KEY_SCOPES, apiKeyCreateSchema, type ApiKeyScope, type CreatedApiKey } from "@/domain/api/api-keys";
import { SecretShownOnce } from "@/web/components/secret-shown-once";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { controlProps, countOf, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { Select } from "@/web/components/ui/select";
import { fieldErrorsOfZod } from "@/web/lib/field-errors";
import { DialogActions } from "../security/dialog-form-parts";
import { apiKeysQuery, createApiKey } from "./api";
import { API_KEY_TEXTS, apiKeyFailure } from "./messages";

/** How long a new key may last; "never" until it is revoked. */
const EXPIRIES = [
  { value: "never", label: "Never (until revoked)" },
  { value: "30", label: "In 30 days" },
  { value: "90", label: "In 90 days" },
  { value: "365", label: "In 1 year" },
] as const;

/** What the key may do: each choice with what it allows, so the narrowest that suffices is easy to pick. */
function ScopeChoice({ scope, onChange, disabled }: { scope: ApiKeyScope; onChange(scope: ApiKeyScope): void; disabled: boolean }) {
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">What the key may do</legend>
      {API_KEY_SCOPES.map((value) => (
        <label key={value} className="flex cursor-pointer items-start gap-3 rounded-md border p-3 has-checked:border-primary has-focus-visible:ring-2 has-focus-visible:ring-ring">
          <input
            type="radio"
            name="api-key-scope"
            value={value}
            checked={scope === value}
            onChange={() => onChange(value)}
            aria-describedby={`api-key-scope-${value}-hint`}
            className="mt-1 accent-primary"
          />
          <span className="grid gap-0.5">
            <span className="text-sm font-medium">{API_KEY_SCOPE_TEXTS[value].label}</span>
            <span id={`api-key-scope-${value}-hint`} className="text-sm text-muted-foreground">
              {API_KEY_SCOPE_TEXTS[value].description}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** The new key, shown once with a way to copy it. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone(): void }) {
  return (
    <SecretShownOnce
      className="grid gap-4"
      secret={created.key}
      what="the API key"
      texts={API_KEY_TEXTS}
      footer={
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      }
    />
  );
}

/** Creating a personal API key: a name, an expiry and a scope, then the key, shown once. */
export function CreateApiKeyDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState<string>("never");
  const [scope, setScope] = useState<ApiKeyScope>("full");
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const openChange = (next: boolean) => {
    if (pending) return;
    setName("");
    setExpiry("never");
    setScope("full");
    setProblem(null);
    setCreated(null);
    onOpenChange(next);
  };

  const count = countOf(name, API_KEY_NAME_MAX);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = apiKeyCreateSchema.safeParse({ name, expiresInDays: expiry === "never" ? null : Number(expiry), scope });
    if (!checked.success) {
      setProblem(fieldErrorsOfZod(checked.error).name ?? null);
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const key = await createApiKey(checked.data);
      setCreated(key);
      toast.success(API_KEY_TEXTS.created);
      void queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey });
    } catch (error) {
      setProblem(apiKeyFailure(error, API_KEY_TEXTS.createFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={openChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{created ? "Your new API key" : "Create an API key"}</DialogTitle>
          <DialogDescription>
            {created
              ? `“${created.name}” can now call the Promptsmith API as you.`
              : "A key lets one of your tools call the Promptsmith API as you. Name it after the tool."}
          </DialogDescription>
        </DialogHeader>
        {created ? (
          <NewKey created={created} onDone={() => openChange(false)} />
        ) : (
          <form className="grid gap-4" aria-label="Create an API key" onSubmit={submit}>
            <FormField id="api-key-name" label="Name" count={count} error={problem ?? undefined}>
              <Input
                {...controlProps("api-key-name", { count, error: problem ?? undefined })}
                required
                autoFocus
                placeholder="e.g. My publishing script"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </FormField>
            <div className="grid gap-2">
              <Label htmlFor="api-key-expiry">Expires</Label>
              <Select id="api-key-expiry" value={expiry} onValueChange={setExpiry} disabled={pending}>
                {EXPIRIES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
            <ScopeChoice scope={scope} onChange={setScope} disabled={pending} />
            <DialogActions pending={pending} label="Create key" />
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
