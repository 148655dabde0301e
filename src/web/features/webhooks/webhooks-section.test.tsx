import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Webhook, WebhookDelivery } from "@/domain/api/webhooks";
import { renderAt } from "@/web/testing/render-at";
import { signedIn } from "@/web/testing/session";
import { apiError, fakeApi, pending } from "../../../../tests/support/fake-api";
import { WebhooksSection } from "./webhooks-section";

const HOOK: Webhook = {
  id: "5c7d2e1a-3b4f-4a6e-8d9c-0f1e2d3c4b5a",
  url: "https://example.com/hooks",
  description: "Publishing",
  events: ["prompt.created"],
  secretPrefix: "whsec_AbCd",
  previousSecretExpiresAt: null,
  createdAt: "2026-11-20T09:00:00.000Z",
};
const SECRET = "whsec_AbCdEfGh0123456789012345678901234567890123=";
const FAILED: WebhookDelivery = {
  id: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  messageId: "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
  event: "prompt.created",
  status: "failed",
  occurredAt: "2026-11-27T09:00:00.000Z",
  nextAttemptAt: null,
  attempts: [{ at: "2026-11-27T09:00:01.000Z", statusCode: 500, error: null, durationMs: 42 }],
};

const render = () => renderAt("/settings", <WebhooksSection workspace="personal" />);

describe("WebhooksSection", () => {
  it("shows that it is loading while the server has not answered", async () => {
    fakeApi({ ...signedIn(), "GET /api/webhooks": pending });
    render();
    await screen.findByText("Loading webhooks");
  });

  it("validates the form beside its fields, then adds the webhook and shows its secret once", async () => {
    const api = fakeApi({
      ...signedIn(),
      "GET /api/webhooks": { body: { items: [], limit: 5 } },
      "POST /api/webhooks": { status: 201, body: { ...HOOK, secret: SECRET } },
    });
    render();
    await screen.findByText("No webhooks yet.");
    for (const box of screen.getAllByRole("checkbox")) fireEvent.click(box);
    fireEvent.change(screen.getByLabelText("Endpoint URL"), { target: { value: "not a url" } });
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    await screen.findByText("Enter an http:// or https:// address, such as https://example.com/hooks");
    screen.getByText("Choose at least one event");
    expect(screen.getByLabelText("Endpoint URL").getAttribute("aria-invalid")).toBe("true");
    expect(api.sent("POST /api/webhooks")).toEqual([]);

    fireEvent.change(screen.getByLabelText("Endpoint URL"), { target: { value: "https://example.com/hooks" } });
    fireEvent.click(within(screen.getByRole("group", { name: "Events" })).getByRole("checkbox", { name: /prompt\.created/ }));
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    expect((await screen.findByLabelText("The signing secret")).textContent).toBe(SECRET);
    expect(api.sent("POST /api/webhooks").map((r) => r.body)).toEqual([{ url: "https://example.com/hooks", description: "", events: ["prompt.created"] }]);
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByLabelText("The signing secret")).toBeNull());
  });

  it("puts the server's refusal of an address beside the field", async () => {
    const refusal = "Webhooks are sent to public addresses only: 10.0.0.1 is not a public address (private).";
    fakeApi({
      ...signedIn(),
      "GET /api/webhooks": { body: { items: [], limit: 5 } },
      "POST /api/webhooks": { status: 400, body: { error: { code: "invalid_input", message: "Some fields are invalid.", fields: { url: [refusal] } } } },
    });
    render();
    fireEvent.change(await screen.findByLabelText("Endpoint URL"), { target: { value: "http://10.0.0.1/h" } });
    fireEvent.click(screen.getByRole("button", { name: "Add webhook" }));
    await screen.findByText(refusal);
  });

  it("shows an endpoint's delivery log with each attempt's status code, and redelivers from it", async () => {
    const api = fakeApi({
      ...signedIn(),
      "GET /api/webhooks": { body: { items: [HOOK], limit: 5 } },
      "GET /api/webhooks/:id/deliveries": { body: { items: [FAILED] } },
      "POST /api/webhooks/:id/deliveries/:deliveryId/redeliver": { status: 202, body: { ...FAILED, status: "pending", attempts: [] } },
    });
    render();
    fireEvent.click(await screen.findByRole("button", { name: "Deliveries" }));
    const log = await screen.findByRole("list", { name: "Deliveries" });
    expect(log.textContent).toContain("Failed");
    expect(within(log).getByRole("list", { name: "Attempts" }).textContent).toContain("HTTP 500 in 42 ms");
    fireEvent.click(within(log).getByRole("button", { name: /^Redeliver prompt\.created/ }));
    await waitFor(() => expect(api.sent("POST /api/webhooks/:id/deliveries/:deliveryId/redeliver")).toHaveLength(1));
    expect(api.sent("POST /api/webhooks/:id/deliveries/:deliveryId/redeliver")[0]!.path).toBe(`/api/webhooks/${HOOK.id}/deliveries/${FAILED.id}/redeliver`);
  });

  it("says why the list could not load, and offers to try again", async () => {
    fakeApi({ ...signedIn(), "GET /api/webhooks": apiError(503, "database_unavailable", "The database is unavailable.") });
    render();
    await screen.findByText("Could not load the webhooks.");
  });
});
