import { Braces } from "lucide-react";
import { placeholder } from "@/domain/prompt-variables";
import { Badge } from "@/web/components/ui/badge";

/** A prompt's `{{variables}}` as chips, in order of first use. */
export function VariableChips({ names, id }: { names: readonly string[]; id?: string }) {
  if (names.length === 0) return null;
  return (
    <ul id={id} aria-label="Variables" className="flex flex-wrap gap-1.5">
      {names.map((name) => (
        <li key={name} className="max-w-full">
          <Badge variant="accent" className="max-w-full truncate font-mono">
            <Braces aria-hidden="true" />
            {placeholder(name)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
