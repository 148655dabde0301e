import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { SEARCH_MAX } from "@/domain/library";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";

/** The search box asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A list's search: what is typed, and `q`, what the list asks the server for (once typing pauses, or on Enter). */
export function useSearch() {
  const [text, setText] = useState("");
  const [q, setQ] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return {
    text,
    q,
    setText,
    submit: () => setQ(text.trim()),
    clear: () => {
      setText("");
      setQ("");
    },
  };
}

/** The search field of a list, with its magnifier and a label for screen readers. */
export function SearchBox({
  id,
  label,
  placeholder,
  search,
  className,
}: {
  id: string;
  label: string;
  placeholder: string;
  search: ReturnType<typeof useSearch>;
  className?: string;
}) {
  return (
    <form
      role="search"
      className={cn("relative min-w-0 flex-1", className)}
      onSubmit={(event) => {
        event.preventDefault();
        search.submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        id={id}
        type="search"
        value={search.text}
        maxLength={SEARCH_MAX}
        placeholder={placeholder}
        autoComplete="off"
        className="pl-9"
        onChange={(event) => search.setText(event.target.value)}
      />
    </form>
  );
}
