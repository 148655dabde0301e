import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { type ApiKey, API_KEY_SCOPE_TEXTS } from "@/domain/api/api-keys";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/web/components/ui/dialog";
import { DialogActions } from "../security/dialog-form-parts";
import { LoadState } from "../security/load-state";
import { apiKeysQuery, revokeApiKey, useApiKeys } from "./api";
import { CreateApiKeyDialog } from "./create-api-key-dialog";
import { API_KEY_TEXTS, apiKeyFailure } from "./messages";

const day = new Intl.DateTimeFormat("en", { dateStyle: "medium" });
const when = (iso: string | null, none: string) => (iso ? day.format(new Date(iso)) : none);

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke(): void }) {
  const labelId = `api-key-${apiKey.id}`;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" aria-labelledby={labelId}>
      <div className="flex min-w-0 items-start gap-3">
        <KeyRound className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="grid min-w-0 gap-0.5">
          <p id={labelId} className="flex flex-wrap items-center gap-2 font-medium">
            {apiKey.name} <code className="text-sm text-muted-foreground">{apiKey.prefix}…</code>
            <Badge variant="secondary" title={API_KEY_SCOPE_TEXTS[apiKey.scope].description}>
              {API_KEY_SCOPE_TEXTS[apiKey.scope].label}
            </Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            Created {when(apiKey.createdAt, "")} · Last used {when(apiKey.lastUsedAt, "never")} · Expires{" "}
            {when(apiKey.expiresAt, "never")}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={onRevoke} aria-describedby={labelId}>
        Revoke
      </Button>
    </li>
  );
}

/** Asks before a key stops working: the tools that use it will fail from then on. */
function RevokeDialog({ apiKey, onClose }: { apiKey: ApiKey | null; onClose(): void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!apiKey) return;
    setPending(true);
    setProblem(null);
    try {
      await revokeApiKey(apiKey.id);
      toast.success(API_KEY_TEXTS.revoked);
      await queryClient.invalidateQueries({ queryKey: apiKeysQuery.queryKey });
      setPending(false);
      onClose();
    } catch (error) {
      setProblem(apiKeyFailure(error, API_KEY_TEXTS.revokeFailed));
      setPending(false);
    }
  };

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && !pending && (setProblem(null), onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Revoke “{apiKey?.name}”?</DialogTitle>
          <DialogDescription>The key stops working at once; any tool that uses it will be refused.</DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" aria-label="Revoke the API key" onSubmit={submit}>
          {problem && (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          )}
          <DialogActions pending={pending} label="Revoke key" destructive />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Settings' personal API keys: create one (shown once), see each by name, prefix, scope and dates, revoke it. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">API keys</CardTitle>
        <CardDescription>
          Keys let your own tools generate prompts and use your library through the{" "}
          <a className="underline underline-offset-4" href="/docs/api">
            Promptsmith API
          </a>
          , as you and within your plan&apos;s allowance.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {keys.data ? (
          keys.data.items.length ? (
            <ul aria-label="API keys" className="divide-y">
              {keys.data.items.map((apiKey) => (
                <KeyRow key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">{API_KEY_TEXTS.none}</p>
          )
        ) : (
          <LoadState loading="Loading API keys" failure={keys.isError ? API_KEY_TEXTS.loadFailed : null} onRetry={() => void keys.refetch()} />
        )}
        <div>
          <Button variant="outline" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Create key
          </Button>
        </div>
      </CardContent>
      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <RevokeDialog apiKey={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
