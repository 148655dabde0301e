import { useState } from "react";

/** Edit-mode state shared by the fields: open or closed, busy, and a validation problem to show. */
export function useEditing() {
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (next: boolean) => {
    setProblem(null);
    setEditing(next);
  };
  return { editing, toggle, saving, setSaving, problem, setProblem };
}
