import { describe, expect, it } from "vitest";
import { defaultTextForm, MSG_ART_GENERATION_FAILED, toTextPayload } from "@/domain/builders";
import { ApiError } from "@/web/lib/api-client";
import { jsonResponse, mockApi, sse, sseResponse } from "../test-support";
import { generatePrompt } from "./generate-prompt";

const payload = toTextPayload({ ...defaultTextForm, industry: "marketing" });
const result = { generatedPrompt: "Write a blog post.", remaining: 4, total: 5, model: "m", fallback: false };

function run(chunks: string[]) {
  mockApi({ generations: [() => sseResponse(chunks)] });
  const seen: string[] = [];
  const promise = generatePrompt(payload, {
    onDelta: (text) => seen.push(`delta:${text}`),
    onRestart: () => seen.push("restart"),
  });
  return { promise, seen };
}

/** The whole answer cut into pieces of `size` characters, so events and lines straddle chunks. */
function cut(text: string, size: number): string[] {
  return text.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
}

describe("generatePrompt", () => {
  it("asks for a stream and sends the payload", async () => {
    const fetchMock = mockApi({ generations: [() => sseResponse([sse("done", result)])] });
    await generatePrompt(payload, { onDelta: () => {}, onRestart: () => {} });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/generate-prompt");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("accept")).toBe("text/event-stream");
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it.each([1, 2, 3, 7, 1000])("handles delta, restart and done split every %i characters", async (size) => {
    const answer =
      sse("delta", { text: "Mod" }) +
      sse("restart", {}) +
      sse("delta", { text: "Write a " }) +
      sse("delta", { text: "blog post." }) +
      sse("done", result);
    const { promise, seen } = run(cut(answer, size));
    await expect(promise).resolves.toEqual(result);
    expect(seen).toEqual(["delta:Mod", "restart", "delta:Write a ", "delta:blog post."]);
  });

  it.each([1, 5, 1000])("turns an error event split every %i characters into an ApiError", async (size) => {
    const answer =
      sse("delta", { text: "Half" }) +
      sse("error", { error: { code: "generation_failed", message: MSG_ART_GENERATION_FAILED } });
    const { promise, seen } = run(cut(answer, size));
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "generation_failed", message: MSG_ART_GENERATION_FAILED });
    expect(seen).toEqual(["delta:Half"]);
  });

  it("fails when the stream ends without a result", async () => {
    const { promise } = run([sse("delta", { text: "cut off" })]);
    await expect(promise).rejects.toMatchObject({ code: "generation_failed" });
  });

  it("throws the JSON error of a non-OK status before any stream", async () => {
    mockApi({
      generations: [
        () =>
          jsonResponse(
            { error: { code: "invalid_input", message: "Some fields are invalid.", fields: { industry: ["Unknown"] } } },
            400,
          ),
      ],
    });
    const error = await generatePrompt(payload, { onDelta: () => {}, onRestart: () => {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, fields: { industry: ["Unknown"] } });
  });
});
