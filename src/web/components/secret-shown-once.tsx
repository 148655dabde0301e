import { Check, Copy } from "lucide-react";
import { type ReactNode, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";

/**
 * A secret the server shows this once (an API key, a webhook's signing secret): the warning, the value and a Copy
 * button that says whether the copy worked. `what` names the value for screen readers ("the API key"); `actions`
 * sit beside the Copy button or, in a dialog, below the whole.
 */
export function SecretShownOnce(props: {
  secret: string;
  what: string;
  texts: { shownOnce: string; copied: string; copyFailed: string };
  actions?: ReactNode;
  footer?: ReactNode;
  className?: string;
}) {
  const { secret, what, texts } = props;
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyFailed);
    }
  };
  const label = what.charAt(0).toUpperCase() + what.slice(1);
  return (
    <div className={props.className}>
      <p role="status" className="text-sm font-medium">
        {texts.shownOnce}
      </p>
      <div className="flex items-center gap-2">
        <code aria-label={label} className="min-w-0 flex-1 break-all rounded-md border bg-muted px-3 py-2 text-sm">
          {secret}
        </code>
        <Button variant="outline" onClick={copy} aria-label={`Copy ${what}`}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? "Copied" : "Copy"}
        </Button>
        {props.actions}
      </div>
      {props.footer}
    </div>
  );
}
