/** Helpers for the builder's unit tests: fake API answers and the builders' native selects. */
import { fireEvent, screen } from "@testing-library/react";
import { vi } from "vitest";
import type { Subscription } from "@/web/features/billing";

/** A body that delivers `chunks` one read at a time, as a network would. */
export function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
}

/** One server-sent event as the server writes it. */
export function sse(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export function sseResponse(chunks: string[]): Response {
  return new Response(streamOf(chunks), { status: 200, headers: { "content-type": "text/event-stream" } });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

export const FREE_USAGE: Subscription = {
  planId: "free",
  planName: "Free",
  status: "active",
  remaining: 5,
  total: 5,
  currentPeriodStart: "2026-01-01T00:00:00.000Z",
  renewsAt: "2026-02-01T00:00:00.000Z",
  cancelAtPeriodEnd: false,
};

/**
 * Answers `usage` until the first generation request; refetches after it hang, so what the usage box then
 * shows is what the page set by itself.
 */
export function untilGeneration(usage: Subscription) {
  return (generations: number): Subscription | Promise<Subscription> =>
    generations === 0 ? usage : new Promise<Subscription>(() => {});
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Replaces fetch: GET /api/billing/subscription answers `usage(generations so far)`, POST /api/generate-prompt answers the
 * next of `generations`. Returns the mock to inspect the calls.
 */
export function mockApi({
  usage = (_generations: number): Subscription | Promise<Subscription> => FREE_USAGE,
  generations = [] as Handler[],
} = {}) {
  const queue = [...generations];
  let generationCount = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith("/api/billing/subscription")) return jsonResponse(await usage(generationCount));
    if (url.endsWith("/api/generate-prompt")) {
      generationCount++;
      const next = queue.shift();
      if (!next) throw new Error("unexpected generation request");
      return next(init);
    }
    throw new Error(`unexpected request ${url}`);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The generation requests a mock received, as parsed JSON bodies. */
export function generationBodies(fetchMock: ReturnType<typeof mockApi>): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).endsWith("/api/generate-prompt"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

/** A builder's select (a native one), found by its label. */
export const selectOf = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

/**
 * The text the closed select shows: the chosen option's label, or the placeholder. (Through selectedIndex:
 * jsdom's selectedOptions, once read, does not follow later changes.)
 */
export function shownOption(label: string): string {
  const select = selectOf(label);
  return select.options[select.selectedIndex]?.textContent ?? "";
}

/** The labels of the options that can be picked (the placeholder cannot), in order. */
export const optionLabels = (label: string) =>
  [...selectOf(label).options].filter((option) => !option.disabled).map((option) => option.textContent ?? "");

/** Picks the option labelled `option`, as a user does in the native list. */
export function choose(label: string, option: string) {
  const select = selectOf(label);
  const value = [...select.options].find((o) => o.textContent === option && !o.disabled)?.value;
  if (value === undefined) throw new Error(`${label} has no option "${option}"`);
  fireEvent.change(select, { target: { value } });
}
