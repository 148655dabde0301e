import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle, Plus, Webhook as WebhookIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { type Webhook, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, webhookCreateSchema, type WebhookEvent } from "@/domain/api/webhooks";
import { SecretShownOnce } from "@/web/components/secret-shown-once";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/web/components/ui/card";
import { Checkbox } from "@/web/components/ui/checkbox";
import { controlProps, FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { LoadFailure } from "@/web/components/ui/load-failure";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api-client";
import { fieldErrorsOfZod } from "@/web/lib/field-errors";
import { createWebhook, deleteWebhook, rotateSecret, useWebhooks, webhookFailure, webhooksKey, type WebhookWorkspace } from "./api";
import { DeliveryLog } from "./delivery-log";
import { WEBHOOK_TEXTS } from "./messages";

/** A signing secret, shown once with a way to copy it. */
function NewSecret({ secret, onDone }: { secret: string; onDone(): void }) {
  return (
    <SecretShownOnce
      className="grid gap-2 rounded-md border p-3"
      secret={secret}
      what="the signing secret"
      texts={WEBHOOK_TEXTS}
      actions={<Button onClick={onDone}>Done</Button>}
    />
  );
}

/** The form that adds an endpoint: its address, a description and the events it receives. */
function AddWebhookForm({ workspace, onAdded }: { workspace: WebhookWorkspace; onAdded(secret: string): void }) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = webhookCreateSchema.safeParse({ url, description, events });
    if (!checked.success) return setErrors(fieldErrorsOfZod(checked.error));
    setErrors({});
    setPending(true);
    try {
      const created = await createWebhook(workspace, checked.data);
      toast.success(WEBHOOK_TEXTS.created);
      setUrl("");
      setDescription("");
      onAdded(created.secret);
      await queryClient.invalidateQueries({ queryKey: webhooksKey(workspace) });
    } catch (error) {
      // The server explains a refused address (not public, not https) beside the field.
      const field = error instanceof ApiError ? error.fields.url?.[0] : undefined;
      if (field) setErrors({ url: field });
      else toast.error(webhookFailure(error, WEBHOOK_TEXTS.createFailed));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="grid gap-3" aria-label="Add a webhook" onSubmit={submit} noValidate>
      <FormField id={`${workspace}-webhook-url`} label="Endpoint URL" error={errors.url}>
        <Input
          {...controlProps(`${workspace}-webhook-url`, { error: errors.url })}
          type="url"
          placeholder="https://example.com/hooks"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
      </FormField>
      <FormField id={`${workspace}-webhook-description`} label="Description (optional)" error={errors.description}>
        <Input
          {...controlProps(`${workspace}-webhook-description`, { error: errors.description })}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-1.5" aria-describedby={errors.events ? `${workspace}-webhook-events-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <Checkbox
              checked={events.includes(name)}
              onCheckedChange={(on) => setEvents((current) => (on ? [...current, name] : current.filter((e) => e !== name)))}
            />
            <code>{name}</code> <span className="text-muted-foreground">{WEBHOOK_EVENT_LABELS[name]}</span>
          </label>
        ))}
        {errors.events && (
          <p id={`${workspace}-webhook-events-error`} className="text-sm text-destructive">
            {errors.events}
          </p>
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Plus aria-hidden="true" />}
          Add webhook
        </Button>
      </div>
    </form>
  );
}

function WebhookRow({ workspace, webhook, onSecret }: { workspace: WebhookWorkspace; webhook: Webhook; onSecret(secret: string): void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<"rotate" | "delete" | null>(null);
  const [showLog, setShowLog] = useState(false);
  const act = async (action: "rotate" | "delete") => {
    if (action === "delete" && !window.confirm(`Delete the webhook to ${webhook.url}? Its pending deliveries and log go with it.`)) return;
    setBusy(action);
    try {
      if (action === "rotate") onSecret((await rotateSecret(workspace, webhook.id)).secret);
      else await deleteWebhook(workspace, webhook.id);
      toast.success(action === "rotate" ? WEBHOOK_TEXTS.rotated : WEBHOOK_TEXTS.deleted);
      await queryClient.invalidateQueries({ queryKey: webhooksKey(workspace) });
    } catch (error) {
      toast.error(webhookFailure(error, action === "rotate" ? WEBHOOK_TEXTS.rotateFailed : WEBHOOK_TEXTS.deleteFailed));
    } finally {
      setBusy(null);
    }
  };
  const labelId = `webhook-${webhook.id}`;
  return (
    <li className="grid gap-2 py-3" aria-labelledby={labelId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <WebhookIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="grid min-w-0 gap-0.5">
            <p id={labelId} className="break-all font-medium">
              {webhook.url}
            </p>
            <p className="text-sm text-muted-foreground">
              {webhook.description && `${webhook.description} · `}
              {webhook.events.join(", ")} · secret <code>{webhook.secretPrefix}…</code>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" aria-expanded={showLog} onClick={() => setShowLog(!showLog)} aria-describedby={labelId}>
            {showLog ? "Hide deliveries" : "Deliveries"}
          </Button>
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void act("rotate")} aria-describedby={labelId}>
            {busy === "rotate" && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Rotate secret
          </Button>
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void act("delete")} aria-describedby={labelId}>
            {busy === "delete" && <LoaderCircle className="animate-spin" aria-hidden="true" />}
            Delete
          </Button>
        </div>
      </div>
      {showLog && <DeliveryLog workspace={workspace} webhookId={webhook.id} />}
    </li>
  );
}

/** A workspace's webhooks: add one (its secret shown once), see each with its delivery log, rotate, delete. */
export function WebhooksSection({ workspace }: { workspace: WebhookWorkspace }) {
  const webhooks = useWebhooks(workspace);
  const [secret, setSecret] = useState<string | null>(null);
  const full = webhooks.data ? webhooks.data.items.length >= webhooks.data.limit : false;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Webhooks</CardTitle>
        <CardDescription>
          {workspace === "team" ? "This team's" : "Your personal workspace's"} events, sent signed to your own endpoints (see the{" "}
          <a className="underline underline-offset-4" href="/docs/api">
            API documentation
          </a>
          ).
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {secret && <NewSecret secret={secret} onDone={() => setSecret(null)} />}
        {webhooks.isPending ? (
          <Spinner size="sm" label="Loading webhooks" />
        ) : webhooks.isError ? (
          <LoadFailure message={WEBHOOK_TEXTS.loadFailed} onRetry={() => void webhooks.refetch()} />
        ) : webhooks.data.items.length ? (
          <ul aria-label="Webhooks" className="divide-y">
            {webhooks.data.items.map((webhook) => (
              <WebhookRow key={webhook.id} workspace={workspace} webhook={webhook} onSecret={setSecret} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{WEBHOOK_TEXTS.none}</p>
        )}
        {full ? (
          <p className="text-sm text-muted-foreground">This workspace has the most webhooks it can have ({webhooks.data?.limit}).</p>
        ) : (
          <AddWebhookForm workspace={workspace} onAdded={setSecret} />
        )}
      </CardContent>
    </Card>
  );
}
