import { LoaderCircle, Search } from "lucide-react";
import { useId } from "react";
import { Input } from "@/web/components/ui/input";

/** A search box for users by name or e-mail; the list below follows it as typing pauses. */
export function UserSearch({
  value,
  onChange,
  label,
  searching,
}: {
  value: string;
  onChange: (value: string) => void;
  /** The box's accessible name ('Search users'). */
  label: string;
  searching: boolean;
}) {
  const id = useId();
  return (
    <form role="search" className="relative" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        id={id}
        type="search"
        value={value}
        maxLength={200}
        placeholder="Search by name or email"
        autoComplete="off"
        className="pr-9 pl-9"
        onChange={(event) => onChange(event.target.value)}
      />
      {searching && (
        <span role="status" className="absolute top-1/2 right-3 -translate-y-1/2">
          <LoaderCircle className="size-4 animate-spin text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">Searching...</span>
        </span>
      )}
    </form>
  );
}
