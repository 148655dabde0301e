import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { textRequest } from "./test-support";

const composed = (fields: Record<string, unknown>) => composeTextPrompt(textRequest({ outputLength: "medium", ...fields })).prompt;
const GENERAL = "Draw on well-established knowledge of the topic; do not invent statistics, quotes, names or sources";
const ONLY_GIVEN = "Use only the facts given in this brief";

describe("the facts line fits whose facts the text tells", () => {
  it.each([
    [{ contentType: "blog-post", topic: "composting in small apartments" }],
    [{ contentType: "video-script", topic: "how vaccines train the immune system" }],
    [{ contentType: "webinar-outline", topic: "an introduction to index funds" }],
    [{ contentType: "other", customContentType: "Explainer", topic: "why the sky is blue" }],
    [{ contentType: "other", customContentType: "How-to guide", topic: "repotting a monstera" }],
  ])("lets general-knowledge content draw on known facts: %o", (fields) => {
    const prompt = composed(fields);
    expect(prompt).toContain(GENERAL);
    expect(prompt).toContain("[statistic]");
    expect(prompt).not.toContain(ONLY_GIVEN);
  });

  it.each([
    [{ contentType: "product-description", topic: "handmade leather wallets" }],
    [{ contentType: "email", topic: "the delay to order 4411" }],
    [{ contentType: "blog-post", topic: "our new loyalty programme" }],
    [{ contentType: "other", customContentType: "Press release", topic: "the opening of our Leeds office" }],
    [{ contentType: "other", customContentType: "Explainer", topic: "how our billing works" }],
  ])("keeps content about the user's own business to the facts given: %o", (fields) => {
    const prompt = composed(fields);
    expect(prompt).toContain(ONLY_GIVEN);
    expect(prompt).not.toContain(GENERAL);
  });

  it("keeps to a pasted source rather than general knowledge", () => {
    const prompt = composed({ contentType: "blog-post", topic: "sleep debt", additionalCustomization: "Use these notes:\nSleeping in on Saturday helps a bit.\nTwo nights of recovery sleep don't undo five short nights." });
    expect(prompt).not.toContain(GENERAL);
  });

  it("writes around a missing figure when the brief asks for no brackets", () => {
    const prompt = composed({ contentType: "blog-post", topic: "composting in small apartments", additionalCustomization: "No placeholders or brackets." });
    expect(prompt).toContain(GENERAL);
    expect(prompt).not.toContain("[statistic]");
  });

  it("leaves industry trends as gaps where only the facts given may be used", () => {
    const prompt = composed({ contentType: "cold-outreach", industry: "sales", personalization: "industryTrends", topic: "our invoice reconciliation tool" });
    expect(prompt).toContain(ONLY_GIVEN);
    expect(prompt).toMatch(/current trends in [^.\n]*\[trend\] gap/);
  });
});

describe("an industry's house rules bind its own documents, not a candidate's", () => {
  it.each(["hr-recruiting", "finance"])("gives a cover letter in %s no industry guidance", (industry) => {
    const prompt = composed({ contentType: "resume-cover", industry, topic: "a junior data analyst role at Spotify" });
    expect(prompt).toMatch(/- Industry: [^\n.]+\.\n/);
    expect(prompt).not.toMatch(/inclusive, bias-free|do not promise returns/);
  });

  it("keeps the guidance on the industry's own document", () => {
    expect(composed({ contentType: "other", customContentType: "Job posting", industry: "hr-recruiting", topic: "a junior data analyst" })).toContain("inclusive, bias-free");
  });
});

describe("the role and the context name the field once", () => {
  it("gives a writer in writing and blogging no second 'expertise in writing'", () => {
    const prompt = composed({ contentType: "blog-post", industry: "writing-blogging", topic: "composting in small apartments" });
    expect(prompt).toContain("You are an experienced content writer.");
    expect(prompt).toContain("- Industry: Writing & Blogging.");
  });
});
