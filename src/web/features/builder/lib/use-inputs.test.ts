import { beforeEach, describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { handOverInputs, USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import { clearUseInputs, hasUseInputs, peekUseInputs } from "./use-inputs";

beforeEach(() => sessionStorage.clear());

describe("Use Inputs hand-over", () => {
  it("stores the item the builder reads, under the shared key", async () => {
    handOverInputs("text", { ...defaultTextForm, industry: "legal" }, "A prompt");
    expect(JSON.parse(sessionStorage.getItem(USE_INPUTS_KEY)!)).toMatchObject({ type: "text", prompt: "A prompt" });
    const pending = await peekUseInputs("text");
    expect(pending).toMatchObject({ status: "loaded", prompt: "A prompt", subject: "" });
    expect(pending.status === "loaded" && pending.form.industry).toBe("legal");
    // Peeking does not clear; the builder clears once it has loaded.
    expect(sessionStorage.getItem(USE_INPUTS_KEY)).not.toBeNull();
    clearUseInputs();
    expect(await peekUseInputs("text")).toEqual({ status: "none" });
  });

  it("carries a prompt's negative prompt, parameters and notes, and drops any that lost their shape", async () => {
    const parts = { negativePrompt: "people", parameters: { width: 1216, steps: 30 }, notes: ["Rendered at 1216x832."] };
    handOverInputs("art", defaultArtForm, "a red fox", parts);
    expect(await peekUseInputs("art")).toMatchObject({ status: "loaded", prompt: "a red fox", parts });

    sessionStorage.setItem(
      USE_INPUTS_KEY,
      JSON.stringify({ type: "art", inputs: defaultArtForm, prompt: "p", parts: { negativePrompt: 3, parameters: { size: [1] }, notes: ["kept", 4] } }),
    );
    expect(await peekUseInputs("art")).toMatchObject({ parts: { parameters: {}, notes: ["kept"] } });
    handOverInputs("art", defaultArtForm, "p");
    expect(await peekUseInputs("art")).toMatchObject({ parts: { parameters: {}, notes: [] } });
  });

  it("carries the art subject", async () => {
    handOverInputs("art", { ...defaultArtForm, prompt: "a red fox" });
    expect(await peekUseInputs("art")).toMatchObject({ status: "loaded", subject: "a red fox", prompt: undefined });
    expect(await peekUseInputs("text")).toEqual({ status: "none" });
  });

  it("calls malformed items invalid", async () => {
    sessionStorage.setItem(USE_INPUTS_KEY, "{not json");
    expect(await peekUseInputs("text")).toEqual({ status: "invalid" });
    sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify({ type: "text", inputs: { creativityLevel: [7] } }));
    expect(await peekUseInputs("text")).toEqual({ status: "invalid" });
  });

  it("tells at once whether something waits for a builder, before its rules load", () => {
    expect(hasUseInputs("text")).toBe(false);
    handOverInputs("art", defaultArtForm);
    expect([hasUseInputs("art"), hasUseInputs("text")]).toEqual([true, false]);
    // Unreadable items wait too: the builder reports them as a failed Use Inputs.
    sessionStorage.setItem(USE_INPUTS_KEY, "{not json");
    expect(hasUseInputs("text")).toBe(true);
  });
});
