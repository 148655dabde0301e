import { LoaderCircle, WandSparkles } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** The form's submit button: 'Generate Text Prompt' / 'Generate Art Prompt', 'Generating...' while busy. */
export function GenerateButton({ label, busy }: { label: string; busy: boolean }) {
  return (
    <Button
      type="submit"
      size="lg"
      disabled={busy}
      aria-busy={busy || undefined}
      // While busy it shows progress, not a dead control: keep it readable.
      className={busy ? "w-full disabled:opacity-80! sm:w-auto" : "w-full sm:w-auto"}
    >
      {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <WandSparkles aria-hidden="true" />}
      {busy ? "Generating..." : label}
    </Button>
  );
}
