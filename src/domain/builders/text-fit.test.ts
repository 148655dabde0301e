import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { textRequest } from "./test-support";

const composed = (fields: Record<string, unknown>) => composeTextPrompt(textRequest({ outputLength: "medium", ...fields }));

describe("audience, tone, role and gaps fit what the text is", () => {
  it("gives a breach notice an incident-communications writer and neutral audience guidance", () => {
    const { prompt } = composed({ topic: "our response to a data breach affecting customer emails", contentType: "email", audienceType: "b2c" });
    expect(prompt).toContain("You are a communications specialist in incident response");
    expect(prompt).not.toMatch(/copywriter|benefits, feelings and ease/);
    expect(prompt).toContain("- Audience: B2C (Business to Consumer). Say plainly what it means for them");
    expect(prompt).toContain("[date discovered]");
  });

  it("keeps the sales guidance of an audience on promotional text", () => {
    const { prompt } = composed({ topic: "our new meal-kit plans", contentType: "email", audienceType: "b2c" });
    expect(prompt).toContain("speak to everyday benefits, feelings and ease");
    expect(prompt).toContain("You are an email copywriter.");
  });

  it("writes a children's bedtime story for parents to the child who listens", () => {
    const { prompt } = composed({ topic: "a bedtime story about a dragon who is afraid of the dark", contentType: "story-creative", audienceType: "parents" });
    expect(prompt).toContain("Write a bedtime story for young children about a dragon");
    expect(prompt).toContain("You are a children's author");
    expect(prompt).toContain("listening as a parent reads aloud");
    expect(prompt).not.toContain("little time");
  });

  it("reads a persuasive tone on a cancellation letter as firm and clear, once, with a note", () => {
    const { prompt, notes } = composed({ topic: "cancel my gym membership", contentType: "other", customContentType: "Formal letter", toneOfVoice: "persuasive" });
    expect(prompt).toContain("Write a formal letter to cancel my gym membership.");
    expect(prompt).toContain("You are an experienced professional who writes formal letters.");
    expect(prompt).toContain("- Tone of voice: Firm and clear.");
    expect(prompt).not.toMatch(/gentle urgency|clearly headed sections/);
    expect(prompt).toContain("Set it out as a letter");
    expect(prompt).toContain("[membership number], [effective date]");
    expect(notes.some((n) => n.includes('"Persuasive" tone is read as firm and clear'))).toBe(true);
  });

  it("leaves a persuasive tone on a legal text to the legal rules", () => {
    const { prompt } = composed({ topic: "a refund policy for an online store", contentType: "other", customContentType: "Refund policy", toneOfVoice: "persuasive" });
    expect(prompt).not.toContain("Firm and clear");
  });

  it("names the subject expertise of a talk outline", () => {
    const { prompt } = composed({ topic: "an outline for a 45-minute talk on zero-trust security", contentType: "webinar-outline" });
    expect(prompt).toContain("with subject expertise in zero-trust security.");
  });

  it("picks gap examples from the kind: a help article's menus, advice posts without prices", () => {
    const help = composed({ topic: "a user onboarding checklist for our tool", contentType: "other", customContentType: "Help center article" }).prompt;
    expect(help).toContain("Write a help center article");
    expect(help).toContain("[menu path], [feature name]");
    const tips = composed({ topic: "5 tips for better sleep", contentType: "social-media-post" }).prompt;
    expect(tips).not.toMatch(/\[price\]|\[launch date\]/);
    const promo = composed({ topic: "noise-cancelling headphones for commuters", contentType: "ad-copy" }).prompt;
    expect(promo).not.toContain("[effective date]");
  });
});
