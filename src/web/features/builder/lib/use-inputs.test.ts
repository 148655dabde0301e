import { beforeEach, describe, expect, it } from "vitest";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { handOverInputs, USE_INPUTS_KEY } from "./hand-over-inputs";
import { clearUseInputs, peekUseInputs } from "./use-inputs";

beforeEach(() => sessionStorage.clear());

describe("Use Inputs hand-over", () => {
  it("stores the item the builder reads, under the shared key", () => {
    handOverInputs("text", { ...defaultTextForm, industry: "legal" }, "A prompt");
    expect(JSON.parse(sessionStorage.getItem(USE_INPUTS_KEY)!)).toMatchObject({ type: "text", prompt: "A prompt" });
    const pending = peekUseInputs("text");
    expect(pending).toMatchObject({ status: "loaded", prompt: "A prompt", subject: "" });
    expect(pending.status === "loaded" && pending.form.industry).toBe("legal");
    // Peeking does not clear; the builder clears once it has loaded.
    expect(sessionStorage.getItem(USE_INPUTS_KEY)).not.toBeNull();
    clearUseInputs();
    expect(peekUseInputs("text")).toEqual({ status: "none" });
  });

  it("carries the art subject", () => {
    handOverInputs("art", { ...defaultArtForm, prompt: "a red fox" });
    expect(peekUseInputs("art")).toMatchObject({ status: "loaded", subject: "a red fox", prompt: undefined });
    expect(peekUseInputs("text")).toEqual({ status: "none" });
  });

  it("calls malformed items invalid", () => {
    sessionStorage.setItem(USE_INPUTS_KEY, "{not json");
    expect(peekUseInputs("text")).toEqual({ status: "invalid" });
    sessionStorage.setItem(USE_INPUTS_KEY, JSON.stringify({ type: "text", inputs: { creativityLevel: [7] } }));
    expect(peekUseInputs("text")).toEqual({ status: "invalid" });
  });
});
