import { describe, expect, it } from "vitest";
import { composePrompt, type GeneratePromptRequest } from "./generate-request";
import { checkReply, type ReplyCheck } from "./reply-grammar";
import { generatePromptRequestSchema } from "./schemas";

const parse = (body: Record<string, unknown>): GeneratePromptRequest => generatePromptRequestSchema.parse(body);
const art = (target: string, extra: Record<string, unknown> = {}) =>
  parse({ promptType: "art", prompt: "a red fox in a snowy forest", negativePrompt: "people", aspectRatio: "landscape", target, ...extra });
const text = parse({ promptType: "text", topic: "spring sale", contentType: "email", personalization: "name" });
const improveText = parse({ promptType: "improve", target: "text", prompt: "Write a welcome e-mail to {{name}} at {{company}} about our onboarding." });

const MJ = "a red fox in a snowy forest at dawn, soft blue light, watercolor --ar 16:9 --no people --v 7";
const MJ6 = "a red fox in a snowy forest at dawn, soft blue light, watercolor --ar 16:9 --no people --v 6.1";
const DALLE = "A red fox steps through a snowy forest at dawn, soft blue light filtering between the pines, painted in loose watercolor.";
const TEXT = `Write a short promotional email about our spring sale for {{name}}.

# Role
You are an email copywriter for a retail brand.

# Output format
A subject line under 50 characters, then the body. Return only the email.`;

const codes = (check: ReplyCheck) => (check.ok ? [] : check.problems.map((p) => p.code));
const prompt = (check: ReplyCheck) => (check.ok ? check.prompt : `rejected: ${codes(check).join(", ")}`);

describe("good replies pass unchanged", () => {
  it.each([
    ["Midjourney V7", art("midjourney"), MJ],
    ["Midjourney V6", art("midjourney-v6"), MJ6],
    ["DALL·E 3", art("dalle"), DALLE],
    ["gpt-image-1", art("gpt-image"), DALLE],
    ["Flux", art("flux"), "A red fox steps through a deserted snowy forest at dawn, soft blue light between the pines."],
    ["SDXL", art("stable-diffusion"), "red fox in a snowy forest, (soft blue dawn light:1.2), watercolor, pine trees"],
    ["Generic", art("generic"), "A red fox in a snowy forest at dawn, watercolor, wide 16:9 frame"],
    ["a text prompt", text, TEXT],
  ])("%s", (_, request, reply) => {
    expect(checkReply(request, reply)).toEqual({ ok: true, prompt: reply, repairs: [] });
  });

  it("the composer's own Midjourney and text prompts pass", () => {
    for (const request of [art("midjourney"), art("midjourney-v6"), text]) {
      const draft = composePrompt(request).prompt;
      expect(checkReply(request, draft)).toMatchObject({ ok: true, prompt: draft });
    }
  });
});

describe("certain repairs", () => {
  it.each([
    ["a preamble line", art("midjourney"), `Here is your prompt:\n${MJ}`, "preamble"],
    ["a preamble on the prompt's line", art("midjourney"), `Here's the Midjourney prompt: ${MJ}`, "preamble"],
    ["a 'Sure' line", text, `Sure! Here's an improved version:\n\n${TEXT}`, "preamble"],
    ["code fences", art("midjourney"), `\`\`\`text\n${MJ}\n\`\`\``, "code-fence"],
    ["/imagine prompt:", art("midjourney"), `/imagine prompt: ${MJ}`, "imagine-command"],
    ["surrounding quotes", art("dalle"), `"${DALLE}"`, "quotes"],
    ["curly quotes", art("dalle"), `“${DALLE}”`, "quotes"],
    ["a 'Prompt:' label", art("dalle"), `Prompt: ${DALLE}`, "prompt-label"],
    ["a closing remark to the user", text, `${TEXT}\n\nLet me know if you'd like a different tone!`, "postamble"],
    ["control characters", text, `${TEXT.slice(0, 10)}\u0000\u0007\u200B${TEXT.slice(10)}`, "control-characters"],
  ])("%s", (_, request, reply, repair) => {
    const check = checkReply(request, reply);
    expect(check).toMatchObject({ ok: true, repairs: expect.arrayContaining([repair]) });
    expect(prompt(check)).toBe(request === text ? TEXT : request.promptType === "art" && request.target === "dalle" ? DALLE : MJ);
  });

  it("repairs several at once: a preamble, fences and /imagine", () => {
    const check = checkReply(art("midjourney"), `Sure, here it is:\n\`\`\`\n/imagine prompt: ${MJ}\n\`\`\``);
    expect(prompt(check)).toBe(MJ);
  });

  it("keeps tabs and newlines of a text prompt", () => {
    const reply = `${TEXT}\n\t- keep it short`;
    expect(prompt(checkReply(text, reply))).toBe(reply);
  });

  it("adds the target's version to a Midjourney prompt without one", () => {
    const check = checkReply(art("midjourney-v6"), "a red fox in a snowy forest, watercolor --ar 16:9");
    expect(check).toMatchObject({ ok: true, prompt: "a red fox in a snowy forest, watercolor --ar 16:9 --v 6.1", repairs: ["version-added"] });
  });

  it("takes an SDXL negative prompt line into its own field", () => {
    const check = checkReply(art("stable-diffusion"), "red fox in a snowy forest, watercolor\nNegative prompt: people, blurry");
    expect(check).toEqual({ ok: true, prompt: "red fox in a snowy forest, watercolor", negativePrompt: "people, blurry", repairs: ["negative-prompt-line"] });
  });

  it.each([
    ["a text prompt's own note to its model", text, `${TEXT}\nNote: the reader has never bought from us.`],
    ["a size the user wrote into the subject", art("dalle", { prompt: "a 1920x1080 monitor on a desk" }), "A 1920x1080 monitor glowing on a tidy oak desk at night, soft lamp light."],
    ["a negation that is the user's own", art("flux", { prompt: "a man without a hat in the rain" }), "A man without a hat walks through heavy rain on a neon-lit street."],
    ["a subject that begins with 'Sure'", art("midjourney", { prompt: "sure-footed goat on a cliff" }), "Sure-footed goat on a cliff at sunrise --ar 16:9 --v 7"],
    ["--profile without a value", art("midjourney"), `${MJ.replace(" --v 7", "")} --p --v 7`],
  ])("does not mistake %s for a problem", (_, request, reply) => {
    expect(checkReply(request, reply)).toEqual({ ok: true, prompt: reply, repairs: [] });
  });

  it("keeps a filler the user typed themselves", () => {
    const request = parse({ promptType: "improve", target: "text", prompt: "Write the release notes for version TBD, listing every change." });
    expect(checkReply(request, "Write the release notes for version TBD. List every change as a bullet, newest first, in plain words.")).toMatchObject({ ok: true });
  });
});

describe("problems: the composer's prompt is used instead", () => {
  it.each([
    ["the issue's broken parameters", art("midjourney"), "a red fox in a snowy forest --ar 16-9 --stylize 5000 --v 9 --quality 7 --niji 6 --no", ["bad-ar", "bad-stylize", "wrong-version", "bad-quality", "niji", "missing-value"]],
    ["a cut-off --no", art("midjourney"), "a red fox in a snowy forest --ar 16:9 --v 7 --no peo", ["cut-off-parameter"]],
    ["--chaos over 100", art("midjourney"), `${MJ} --chaos 150`, ["bad-chaos"]],
    ["--ar with a decimal", art("midjourney"), "a red fox in a snowy forest --ar 1.78:1 --v 7", ["bad-ar"]],
    ["V7 with V6.1's quality", art("midjourney"), `${MJ} --q .25`, ["bad-quality"]],
    ["V6.1 with V7's quality", art("midjourney-v6"), `${MJ6} --q 4`, ["bad-quality"]],
    ["V6 asked, V7 written", art("midjourney-v6"), MJ, ["wrong-version"]],
    ["a V6-only parameter on V7", art("midjourney"), `${MJ} --cref https://example.com/fox.png`, ["wrong-version-parameter"]],
    ["an unknown parameter", art("midjourney"), `${MJ} --hd`, ["unknown-parameter"]],
    ["a parameter given twice", art("midjourney"), `${MJ} --ar 1:1`, ["duplicate-parameter"]],
    ["parameters before the description ends", art("midjourney"), "a red fox --ar 16:9 in a snowy forest --v 7", ["parameters-not-last"]],
    ["two prompts on two lines", art("midjourney"), `${MJ}\n${MJ}`, ["not-one-line", "parameters-not-last"]],
    ["multi-prompt weights on V7", art("midjourney"), "red fox::2 snowy forest::1 --v 7", ["multi-prompt-weights"]],
    ["only parameters", art("midjourney"), "--ar 16:9 --v 7", ["empty-description", "not-a-prompt"]],
    ["a truncated reply", art("dalle"), DALLE, ["truncated"], { truncated: true }],
    ["an empty reply", text, "  \n ", ["empty"]],
    ["empty fences", text, "```\n```", ["empty"]],
    ["a refusal", art("dalle"), "I'm sorry, but I can't create an image of a red fox in a snowy forest.", ["refusal"]],
    ["a literal N/A", art("dalle"), `${DALLE} Lighting: N/A.`, ["placeholder-text"]],
    ["an [insert …] gap", text, TEXT.replace("a retail brand", "[insert brand name]"), ["placeholder-text"]],
    ["a dropped {{name}}", text, TEXT.replace(" for {{name}}", ""), ["missing-variable"]],
    ["a dropped pasted variable in Improve", improveText, "Write a warm welcome e-mail to {{name}} about our onboarding: what happens on day one, who to ask, and where to start.", ["missing-variable"]],
    ["a finished email instead of a prompt", text, "Subject: Spring into savings!\n\nDear {{name}},\n\nOur spring sale starts today with 30% off every plant and pot in store. Come early, the best picks go fast.\n\nBest wishes,\nThe Garden Team", ["not-a-prompt"]],
    ["a finished how-to with numbered steps", text, "# Spring Sale: 5 Ways to Save, {{name}}\n\nOur spring sale is here, and it is the best time of the year to stock up on garden essentials for the months ahead.\n\n1. Create a shopping list before you visit.\n2. Compare prices online.", ["not-a-prompt"]],
    ["a text prompt for an image target", art("dalle"), "You are a nature writer. Describe a red fox in a snowy forest at dawn in vivid detail.", ["not-a-prompt"]],
    ["an image of something else", art("dalle"), "A cozy cabin interior with a crackling fireplace and a sleeping cat on a rug.", ["not-a-prompt"]],
    ["too short", art("dalle"), "Red fox.", ["too-short"]],
    ["a negative prompt line on DALL·E", art("dalle"), `${DALLE}\nNegative prompt: people`, ["negative-prompt-line"]],
    ["a negative prompt line in a text prompt", text, `${TEXT}\nNegative prompt: slang`, ["negative-prompt-line"]],
    ["a pixel size in the prompt", art("gpt-image"), `${DALLE} Rendered at 1536x1024 pixels.`, ["pixel-size"]],
    ["a note to the user", art("dalle"), `${DALLE}\nNote: make 4 separate requests with this prompt.`, ["note-in-prompt"]],
    ["Midjourney parameters on Flux", art("flux"), "A red fox in a snowy forest at dawn --ar 16:9", ["foreign-parameters"]],
    ["a negation on Flux", art("flux"), "A red fox in a snowy forest at dawn, without people.", ["negation"]],
    ["A1111's settings line in an SDXL prompt", art("stable-diffusion"), "red fox in a snowy forest, watercolor\nSteps: 30, Sampler: DPM++ 2M, CFG scale: 7", ["settings-line"]],
    ["an unclosed weight on SDXL", art("stable-diffusion"), "(red fox:1.2, snowy forest, watercolor", ["unbalanced-weights"]],
  ])("%s", (_, request, reply, expected, options?: { truncated: boolean }) => {
    const check = checkReply(request, reply, options);
    expect(check.ok).toBe(false);
    expect(codes(check)).toEqual(expect.arrayContaining(expected));
    expect(new Set(codes(check))).toEqual(new Set(expected));
  });

  it("says what is wrong with each parameter, in words", () => {
    const check = checkReply(art("midjourney"), "a red fox in a snowy forest --stylize 5000 --v 7");
    expect(check).toMatchObject({ ok: false, problems: [{ code: "bad-stylize", detail: "--stylize 5000: a whole number from 0 to 1000" }] });
  });
});
