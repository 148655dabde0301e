import { useQuery } from "@tanstack/react-query";
import { LoaderCircle, RotateCw } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { healthQuery } from "../api";
import { AUTH_MESSAGES } from "../messages";
import { FormAlert } from "./form-alert";

/** The login page's server connection state (checking, connected, error), from GET /api/health. */
export function ConnectionStatus() {
  const health = useQuery(healthQuery);

  if (health.isError) {
    return (
      <FormAlert tone="error">
        <p>{AUTH_MESSAGES.connectionError}</p>
        <Button
          variant="link"
          size="sm"
          className="mt-1 h-auto! px-0!"
          disabled={health.isFetching}
          onClick={() => void health.refetch()}
        >
          <RotateCw aria-hidden="true" />
          {health.isFetching ? "Checking..." : "Try again"}
        </Button>
      </FormAlert>
    );
  }

  const checking = health.isPending;
  return (
    <p role="status" className="flex items-center justify-center gap-2 text-xs text-muted-foreground" data-state={checking ? "checking" : "connected"}>
      {checking ? (
        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
      ) : (
        <span className="size-2 rounded-full bg-success-text" aria-hidden="true" />
      )}
      {checking ? "Checking connection..." : "Connected to server"}
    </p>
  );
}
