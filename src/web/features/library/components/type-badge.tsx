import { Image, Type, WandSparkles } from "lucide-react";
import type { PromptType } from "@/domain/prompt-type";
import { Badge } from "@/web/components/ui/badge";

export const TYPE_LABELS: Record<PromptType, string> = { text: "Text", art: "Art", improve: "Improved" };
const TYPE_ICONS = { text: Type, art: Image, improve: WandSparkles };

/** 'Text', 'Art' or 'Improved', with an icon. */
export function TypeBadge({ type }: { type: PromptType }) {
  const Icon = TYPE_ICONS[type];
  return (
    <Badge variant="accent">
      <Icon aria-hidden="true" />
      {TYPE_LABELS[type]}
    </Badge>
  );
}
