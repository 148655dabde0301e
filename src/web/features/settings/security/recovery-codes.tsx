import { Copy, Download } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/web/components/ui/button";
import { SECURITY_MESSAGES } from "./messages";

const FILE_NAME = "promptsmith-recovery-codes.txt";

function download(codes: string[]) {
  const text = `Promptsmith recovery codes\nEach code signs you in once, instead of a code from your authenticator app.\n\n${codes.join("\n")}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/** The one-time recovery codes, shown once, with copy and download. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join("\n"));
      toast.success(SECURITY_MESSAGES.codesCopied);
    } catch {
      toast.error(SECURITY_MESSAGES.copyFailed);
    }
  };

  return (
    <div className="grid gap-3">
      <p className="text-sm">
        Save these recovery codes somewhere safe. If you lose your authenticator app, each one signs you in once.
        They will not be shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg border bg-muted/50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          <Copy aria-hidden="true" />
          Copy codes
        </Button>
        <Button variant="outline" size="sm" onClick={() => download(codes)}>
          <Download aria-hidden="true" />
          Download codes
        </Button>
      </div>
    </div>
  );
}
