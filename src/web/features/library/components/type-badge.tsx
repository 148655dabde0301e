import { Image, Type } from "lucide-react";
import type { PromptKind } from "@/domain/library";
import { Badge } from "@/web/components/ui/badge";

export const TYPE_LABELS: Record<PromptKind, string> = { text: "Text", art: "Art" };

/** 'Text' or 'Art', with an icon. */
export function TypeBadge({ type }: { type: PromptKind }) {
  const Icon = type === "art" ? Image : Type;
  return (
    <Badge variant="accent">
      <Icon aria-hidden="true" />
      {TYPE_LABELS[type]}
    </Badge>
  );
}
