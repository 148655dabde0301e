import { client, ok } from "@/web/lib/api-client";
import { useChangeItem } from "./library-items";

/** PATCH /api/saved-inputs/:id with a new name. */
export const renameSavedInput = ({ id, name }: { id: string; name: string }) =>
  ok(client["saved-inputs"][":id"].$patch({ param: { id }, json: { name } }));

export const useRenameSavedInput = () => useChangeItem("saved-inputs", renameSavedInput);
