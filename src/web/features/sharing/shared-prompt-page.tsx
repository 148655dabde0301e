import { CircleAlert, CircleCheck, Copy, LinkIcon, LoaderCircle, Save } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
// Types only: the schemas' module carries zod, which a public page does not download.
import type { SharedPrompt, SharedPromptPageData } from "@/domain/api/shares";
import type { PromptType } from "@/domain/prompt-type";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { Spinner } from "@/web/components/ui/spinner";
import { useSessionStatus } from "@/web/features/auth";
import { ApiError, isSignedOut } from "@/web/lib/api-client";
import { usePageData } from "@/web/lib/page-data";
import { useDocumentTitle } from "@/web/lib/use-document-title";
import { readSharedPrompt, saveAfterSignIn, saveSharedPrompt, takeSaveAfterSignIn } from "./api";

export const SHARED_PAGE_MESSAGES = {
  gone: "This link is no longer available.",
  loadFailed: "We couldn't load this prompt. Please try again.",
  copied: "Copied to the clipboard.",
  copyFailed: "Couldn't copy. Select the text and copy it yourself.",
  saved: "Saved to your library.",
  saveFailed: "We couldn't save this prompt. Please try again.",
} as const;

/**
 * The library's names of the kinds (its TypeBadge), written here: importing them, or the module of the kinds,
 * would add a chunk to this public page.
 */
const TYPE_LABELS: Record<PromptType, string> = { text: "Text", art: "Art", improve: "Improved" };

type Loaded = { kind: "loading" } | { kind: "shown"; prompt: SharedPrompt } | { kind: "gone" } | { kind: "failed" };
type Action = { kind: "idle" } | { kind: "saving" } | { kind: "saved" } | { kind: "copied" } | { kind: "failed"; message: string };

/**
 * The prompt behind the link: what the server looked up for this page (so it shows before any script runs), or,
 * when the page came without it (the browser moved here itself, the lookup was slow), the API's answer.
 */
function useSharedPrompt(token: string): [Loaded, () => void] {
  const arrived = usePageData() as SharedPromptPageData | undefined;
  const fromPage: Loaded | undefined =
    arrived?.token === token ? (arrived.prompt ? { kind: "shown", prompt: arrived.prompt } : { kind: "gone" }) : undefined;
  const [fetched, setFetched] = useState<{ token: string; loaded: Loaded } | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);

  const arrivedWithIt = fromPage !== undefined;
  useEffect(() => {
    if (arrivedWithIt) return;
    const controller = new AbortController();
    readSharedPrompt(token, controller.signal).then(
      (prompt) => setFetched({ token, loaded: { kind: "shown", prompt } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const gone = error instanceof ApiError && error.code === "not_found";
        setFetched({ token, loaded: { kind: gone ? "gone" : "failed" } });
      },
    );
    return () => controller.abort();
  }, [token, attempt, arrivedWithIt]);

  const retry = useCallback(() => {
    setFetched(undefined);
    setAttempt((n) => n + 1);
  }, []);
  return [fromPage ?? (fetched?.token === token ? fetched.loaded : { kind: "loading" }), retry];
}

export function SharedPromptPage() {
  const { token = "" } = useParams();
  const [loaded, retry] = useSharedPrompt(token);
  useDocumentTitle(loaded.kind === "shown" ? loaded.prompt.title : loaded.kind === "gone" ? "Link not available" : "Shared prompt");

  return (
    <div className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14">
      {loaded.kind === "shown" && <SharedPromptView token={token} prompt={loaded.prompt} />}
      {loaded.kind === "gone" && <LinkGone />}
      {loaded.kind === "loading" && (
        <div className="flex justify-center py-20">
          <Spinner size="lg" label="Loading the shared prompt" />
        </div>
      )}
      {loaded.kind === "failed" && (
        <div role="alert" className="grid justify-items-center gap-4 py-16 text-center">
          <p>{SHARED_PAGE_MESSAGES.loadFailed}</p>
          <Button variant="outline" onClick={retry}>
            Try again
          </Button>
        </div>
      )}
    </div>
  );
}

function LinkGone() {
  return (
    <section aria-labelledby="gone-title" className="grid justify-items-center gap-4 py-16 text-center">
      <LinkIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 id="gone-title" className="text-2xl font-semibold tracking-tight">
        {SHARED_PAGE_MESSAGES.gone}
      </h1>
      <p className="max-w-md text-muted-foreground">
        Its owner may have stopped sharing it, the link may have expired, or the address may be incomplete.
      </p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </section>
  );
}

function SharedPromptView({ token, prompt }: { token: string; prompt: SharedPrompt }) {
  const titleId = useId();
  const navigate = useNavigate();
  const session = useSessionStatus();
  const [action, setAction] = useState<Action>({ kind: "idle" });

  const signInToSave = useCallback(() => {
    saveAfterSignIn(token);
    void navigate("/login", { state: { from: `/p/${token}` } });
  }, [navigate, token]);

  const save = useCallback(async () => {
    setAction({ kind: "saving" });
    try {
      await saveSharedPrompt(token);
      setAction({ kind: "saved" });
    } catch (error) {
      if (isSignedOut(error)) signInToSave();
      else setAction({ kind: "failed", message: error instanceof Error ? error.message : SHARED_PAGE_MESSAGES.saveFailed });
    }
  }, [token, signInToSave]);

  // Back from signing in to save this prompt: save it now. The wish is taken in a callback, once the page has
  // settled, so an effect run twice (React's development mode) neither loses it nor saves twice.
  useEffect(() => {
    if (session !== "signed-in") return;
    const timer = setTimeout(() => {
      if (takeSaveAfterSignIn(token)) void save();
    });
    return () => clearTimeout(timer);
  }, [session, token, save]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(prompt.content);
      setAction({ kind: "copied" });
    } catch {
      setAction({ kind: "failed", message: SHARED_PAGE_MESSAGES.copyFailed });
    }
  };

  const saving = action.kind === "saving";
  return (
    <article aria-labelledby={titleId} className="grid gap-6">
      <header className="grid gap-3">
        <p className="text-sm font-medium text-brand-text">Shared prompt</p>
        <h1 id={titleId} className="text-3xl font-semibold tracking-tight wrap-anywhere">
          {prompt.title}
        </h1>
        <ul aria-label="Type and tags" className="flex flex-wrap gap-1.5">
          <li>
            <Badge variant="accent">{TYPE_LABELS[prompt.promptType]}</Badge>
          </li>
          {prompt.tags.map((tag) => (
            <li key={tag} className="max-w-full">
              <Badge variant="secondary" className="max-w-full truncate">
                {tag}
              </Badge>
            </li>
          ))}
        </ul>
      </header>

      <div
        tabIndex={0}
        role="group"
        aria-label="Prompt text"
        className="rounded-xl border bg-card p-4 text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere shadow-sm sm:p-6"
      >
        {prompt.content}
      </div>

      {prompt.variables.length > 0 && (
        <section aria-labelledby="variables-title" className="grid gap-2">
          <h2 id="variables-title" className="text-sm font-semibold">
            Variables to fill in
          </h2>
          <ul className="flex flex-wrap gap-1.5">
            {prompt.variables.map((name) => (
              <li key={name}>
                <code className="rounded-md bg-muted px-2 py-0.5 text-xs">{`{{${name}}}`}</code>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy
        </Button>
        <Button onClick={session === "signed-out" ? signInToSave : save} disabled={saving} aria-busy={saving}>
          {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
          {saving ? "Saving..." : "Save to my library"}
        </Button>
      </div>
      {session === "signed-out" && action.kind === "idle" && (
        <p className="text-sm text-muted-foreground">You&apos;ll be asked to sign in first, then it is saved for you.</p>
      )}

      <div role="status" className="text-sm font-medium text-success-text">
        {action.kind === "copied" && (
          <p className="flex items-center gap-2">
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            {SHARED_PAGE_MESSAGES.copied}
          </p>
        )}
        {action.kind === "saved" && (
          <p className="flex flex-wrap items-center gap-2">
            <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
            {SHARED_PAGE_MESSAGES.saved}
            <Link to="/saved-prompts" className="font-medium text-brand-text underline underline-offset-2">
              Open Saved Prompts
            </Link>
          </p>
        )}
      </div>
      {action.kind === "failed" && (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
          <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
          {action.message}
        </p>
      )}
    </article>
  );
}
