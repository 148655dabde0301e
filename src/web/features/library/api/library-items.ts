import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import { client, ok } from "@/web/lib/api-client";
import { libraryKeys } from "./keys";
import { patchCachedItems } from "./pages-cache";

/** A kind of saved item, by its path under /api: delete, Undo and copy are the same for each. */
export type ItemKind = "saved-prompts" | "saved-inputs";

/**
 * A call whose answer (the item, of one kind or the other) is not read: after an Undo the lists are fetched again,
 * and a copy lands in a workspace this page does not show. Failures still throw, with the server's reason.
 */
type UnreadAnswer = ClientResponse<unknown, number, string>;

/** Where each kind's lists are cached: the lists a deleted card leaves, and everything a change refreshes. */
const cached: Record<ItemKind, { lists: QueryKey; all: QueryKey }> = {
  "saved-prompts": { lists: libraryKeys.promptLists, all: libraryKeys.prompts },
  "saved-inputs": { lists: libraryKeys.inputList, all: libraryKeys.inputs },
};

/** A new item of `kind` saved: the kind's lists (and a prompt's tags) are fetched again. */
export function useSaveItem<V, T>(kind: ItemKind, save: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: save, onSuccess: () => void queryClient.invalidateQueries({ queryKey: cached[kind].all }) });
}

/**
 * A change to an item of `kind` that answers the item as changed: its card takes it at once, then what `refresh`
 * names is fetched again (by default everything of the kind; null for nothing).
 */
export function useChangeItem<V, T extends { id: string }>(
  kind: ItemKind,
  change: (variables: V) => Promise<T>,
  refresh: (saved: T) => QueryKey | null = () => cached[kind].all,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (saved) => {
      patchCachedItems<T>(queryClient, cached[kind].lists, saved.id, () => saved);
      const key = refresh(saved);
      if (key) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** DELETE /api/saved-prompts/:id or /api/saved-inputs/:id. */
const deleteItem = (kind: ItemKind, id: string) => ok(client[kind][":id"].$delete({ param: { id } }));

/** Deletes an item of `kind`: its card disappears at once, then the lists are fetched again. */
export function useDeleteItem(kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteItem(kind, id),
    onSuccess: (_nothing, id) => {
      patchCachedItems<{ id: string }>(queryClient, cached[kind].lists, id, () => null);
      void queryClient.invalidateQueries({ queryKey: cached[kind].all });
    },
  });
}

/** POST /api/saved-prompts/:id/restore or /api/saved-inputs/:id/restore: Undo of a delete, within a minute of it. */
const restoreItem = (kind: ItemKind, id: string) => ok<UnreadAnswer>(client[kind][":id"].restore.$post({ param: { id } }));

export function useRestoreItem(kind: ItemKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restoreItem(kind, id),
    // The lists come back from the server, with the item in its old place (and a prompt's tags counted again).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cached[kind].all }),
  });
}

interface CopyToWorkspace {
  kind: ItemKind;
  id: string;
  /** The team the copy goes to; null for the personal workspace. */
  teamId: string | null;
}

/** POST /api/saved-prompts/:id/copy or /api/saved-inputs/:id/copy: a copy in another workspace (201, the new item). */
const copyToWorkspace = ({ kind, id, teamId }: CopyToWorkspace) =>
  ok<UnreadAnswer>(client[kind][":id"].copy.$post({ param: { id }, json: { teamId } }));

/** The copy lands in another workspace, whose lists this page does not show: nothing here to refresh. */
export const useCopyToWorkspace = () => useMutation({ mutationFn: copyToWorkspace });
