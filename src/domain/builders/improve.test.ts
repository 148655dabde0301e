import { describe, expect, it } from "vitest";
import { detectImageTarget, improvePrompt } from "./improve";
import { describeChanges } from "./improve-changes";
import { improveFormSchema } from "./improve-schema";
import type { ImproveFocus, ImproveTarget } from "./improve-options";

const improve = (prompt: string, target: ImproveTarget, focus: ImproveFocus[] = []) => improvePrompt({ prompt, target, focus }).prompt;

describe("improving a text prompt offline", () => {
  const pasted =
    "can you please write a blog post about [Topic] for [Company Name]? It should be around 800 words. Don't use jargon. Our readers are small business owners.";

  it("puts the task first, then context, constraints and output format, with no role the text does not support, each change noted", () => {
    const out = improvePrompt({ prompt: pasted, target: "text", focus: [] });
    expect(out.prompt).toBe(`Write a blog post about {{topic}} for {{company_name}}.

# Context
Our readers are small business owners.

# Constraints
- Don't use jargon.

# Output Format
It should be around 800 words.`);
    expect(out.notes).toEqual([
      "Sorted under # Context, # Constraints, # Output Format: each kind of instruction under its own heading, rules as a list, so the model tells the task from its rules and can check each one.",
      "{{topic}}: a placeholder to fill in before you use the prompt, or at run time if your application fills it.",
      "{{company_name}}: a placeholder to fill in before you use the prompt, or at run time if your application fills it.",
    ]);
  });

  it("keeps the user's own role and {{variables}} and finds the task after them", () => {
    const out = improve("You are a support agent for {{ product }}. Answer the customer's question in <LANGUAGE>.", "text");
    expect(out).toBe("Answer the customer's question in {{language}}.\n\n# Role\nYou are a support agent for {{product}}.");
  });

  it("finds the task of an 'act as' prompt, keeps every sentence in its order within its section, and keeps {prose braces}", () => {
    const terminal =
      "I want you to act as a linux terminal. I will type commands and you will reply with what the terminal should show. I want you to only reply with the terminal output inside one unique code block, and nothing else. do not write explanations. do not type commands unless I instruct you to do so. when i need to tell you something in english, i will do so by putting text inside curly brackets {like this}. my first command is pwd";
    expect(improve(terminal, "text")).toBe(`Reply with what the terminal should show.

# Role
Act as a linux terminal.

# Context
I will type commands. When I need to tell you something in english, I will do so by putting text inside curly brackets {like this}. My first command is in <command>.

# Constraints
- Do not write explanations.
- Do not type commands unless I instruct you to do so.

# Output Format
Only reply with the terminal output inside one unique code block, and nothing else.

<command>
pwd
</command>`);
  });

  it("adds no role when the text names no domain, and no output format it does not ask for", () => {
    const out = improve("Tell me three things to do this weekend. Keep each under ten words.", "text");
    expect(out).not.toMatch(/# Role|You are|# Output Format\nReply/);
    expect(out).not.toContain("expert in the subject");
  });

  it("keeps a fenced block whole, and markdown links and checkboxes as they are", () => {
    const out = improve("Summarize the code below in 3 bullet points.\n```\nconst a = {x: 1};\n  return [a];\n```", "text");
    expect(out).toContain("```\nconst a = {x: 1};\n  return [a];\n```");
    const links = improve("Summarize [the report](https://example.com/r) and tick [x] when done.", "text");
    expect(links).toContain("[the report](https://example.com/r)");
    expect(links).toContain("[x]");
  });

  it("gives back a prompt that needs nothing, and says so; improving an improvement changes nothing", () => {
    const haiku = improvePrompt({ prompt: "Write a haiku about autumn leaves.", target: "text", focus: [] });
    expect(haiku.prompt).toBe("Write a haiku about autumn leaves.");
    expect(haiku.notes[0]).toMatch(/^Nothing needed changing/);
    const once = improve(pasted, "text");
    expect(improve(once, "text")).toBe(once);
  });

  it("keeps later requests with the task, and a database table out of Output Format", () => {
    const sql =
      "You are a helpful assistant. I need you to write SQL for me. The table is orders(id, customer_id, total, created_at). Give me the top 10 customers by revenue last month. Use PostgreSQL. Only output the query.";
    expect(improve(sql, "text")).toBe(`Write SQL. Give me the top 10 customers by revenue last month.

# Role
You are a helpful assistant.

# Context
The table is orders(id, customer_id, total, created_at).

# Constraints
- Use PostgreSQL.
- Only output the query.`);
  });

  it("keeps material a line introduces verbatim in a tag named for it, after the instructions, the line naming the tag, and says so", () => {
    const original = "Please rewrite the following email to sound more professional:\n\nhey guys, the meeting is moved to 3pm tmrw. thx";
    const out = improve(original, "text");
    expect(out).toBe(`Rewrite the email in <email> to sound more professional.

<email>
hey guys, the meeting is moved to 3pm tmrw. thx
</email>`);
    expect(improve(out, "text")).toBe(out);
    expect(describeChanges(original, out, "text").map((c) => c.what)).toEqual([
      "Material put in <email> tags, after the instructions, and the sentences that refer to it name the tag",
      "Requests and filler words made direct",
    ]);
    expect(improve("Follow these rules:\n- Be brief.\n- Use bullets.\nWrite a summary of the meeting.", "text")).not.toContain("<");
  });

  it("lists the author's rules as constraints with certain fixes, delimits the facts a sentence points to, names the tag there, and adds the fallback 'don't make stuff up' implies", () => {
    const original =
      "you are a helpful assistant. answer customer questions about our shipping. be nice. dont make stuff up. use the info below.\nShipping takes 3-5 days. Returns within 30 days.";
    const out = improvePrompt({ prompt: original, target: "text", focus: [] });
    expect(out.prompt).toBe(`Answer customer questions about our shipping.

# Role
You are a helpful assistant.

# Constraints
- Be nice.
- Don't make stuff up.
- Use the shipping information in <shipping_info>.
- If the answer is not in <shipping_info>, say so instead of guessing.

<shipping_info>
Shipping takes 3-5 days. Returns within 30 days.
</shipping_info>`);
    expect(out.notes).toEqual([
      "The shipping information is in <shipping_info>; the instructions refer to it by that tag.",
      "\"Dont\" written as \"Don't\": the spelling fixed, so nothing in the sentence is misread.",
      expect.stringMatching(/^Sorted under # Role, # Constraints:/),
      expect.stringMatching(/^Added "If the answer is not in <shipping_info>, say so instead of guessing\."/),
    ]);
    expect(improve(out.prompt, "text")).toBe(out.prompt);
    expect(describeChanges(original, out, "text").map((c) => c.what)).toEqual([
      "The task is stated first",
      "Material put in <shipping_info> tags, after the instructions, and the sentences that refer to it name the tag",
      "Rules gathered under Constraints, one a line",
      "Sections added: Role",
      "A rule for what to do when the answer is missing",
      'Spelling fixed: "dont"',
      "Sentences start with a capital and end with a stop",
    ]);
    expect(improve("Answer questions about our opening hours. Use the info below.\nMon-Fri 8am-6pm.", "text")).toContain(
      "- Use the opening hours information in <opening_hours_info>.",
    );
    // Without material, a question-answering prompt's fallback is about what the model does not know.
    expect(improve("Answer questions about our opening hours. Never invent an answer.", "text")).toContain("- If you don't know the answer, say so instead of guessing.");
    expect(improve("Write a poem about rain. Don't make stuff up.", "text")).not.toContain("instead of guessing");
  });

  it("delimits an input placeholder written after a label, names its tag where the text refers to it, and adds no writer's role to a task that reads", () => {
    const original = "Summarize the following article. Make it short. Article: {article_text}";
    expect(improve(original, "text")).toBe("Summarize the article in <article>.\n\n# Constraints\n- Make it short.\n\n<article>\n{{article_text}}\n</article>");
    expect(describeChanges(original, improve(original, "text"), "text").map((c) => c.what)).toContain(
      "Material put in <article> tags, after the instructions, and the sentences that refer to it name the tag",
    );
    expect(improve("Summarize this article in 3 bullet points. Keep the figures.", "text")).not.toContain("# Role");
  });

  it("keeps a pasted email after the instructions around it, and worked examples in <examples> with the input frame last", () => {
    const email = "Rewrite this email so it sounds more professional. Keep it under 120 words.\n\nhey tom,\nthe report will be ready thursday. can we push the call?\ncheers\nanna\n\nDo not change the dates.";
    expect(improve(email, "text")).toBe(
      "Rewrite the email in <email> so it sounds more professional.\n\n# Constraints\n- Keep it under 120 words.\n- Do not change the dates.\n\n<email>\nhey tom,\nthe report will be ready thursday. can we push the call?\ncheers\nanna\n</email>",
    );
    expect(describeChanges(email, improve(email, "text"), "text").map((c) => c.what)).not.toContain("The task is stated first");
    const fewShot = "Classify the sentiment as positive, negative or neutral.\n\nReview: Great battery.\nSentiment: positive\n\nReview: Broke in a week.\nSentiment: negative\n\nReview: {review}\nSentiment:";
    const out = improve(fewShot, "text");
    expect(out).toBe(
      "Classify the sentiment as positive, negative or neutral.\n\n<examples>\nReview: Great battery.\nSentiment: positive\n\nReview: Broke in a week.\nSentiment: negative\n</examples>\n\nReview: {{review}}\nSentiment:",
    );
    expect(improve(out, "text")).toBe(out);
  });

  it("delimits what 'Here is my …:' introduces and inputs given as labels on one line, the fallback naming the first", () => {
    expect(improve("Here is my resume:\nJohn Smith\nSales manager, 2015-2023\nImprove it for a data analyst job.", "text")).toBe(
      // "it" after the task's verb is the material: the task names its tag, and no pointer sentence is needed.
      "Improve the resume in <resume> for a data analyst job.\n\n<resume>\nJohn Smith\nSales manager, 2015-2023\n</resume>",
    );
    expect(improve("Answer the question using only the context. Context: {context} Question: {question}", "text")).toBe(
      "Answer the question in <question> using only the context in <context>.\n\n# Constraints\n- If the answer is not in <context>, say so instead of guessing.\n\n<context>\n{{context}}\n</context>\n\n<question>\n{{question}}\n</question>",
    );
    expect(improve("act as an english teacher. correct my grammar. im learning so keep it simple and dont use jargon.", "text")).toContain(
      "- I'm learning so keep it simple and don't use jargon.",
    );
  });

  it("delimits material on the line a 'the following' intro ends, what the author points to below, and a knowledge label after a rules heading", () => {
    expect(improve("Translate the following sentence into French: Where is the train station?", "text")).toBe(
      "Translate the sentence in <sentence> into French.\n\n<sentence>\nWhere is the train station?\n</sentence>",
    );
    // The topic that names generic material is read from the instructions, not from the material.
    expect(improve("Summarize the following text in 3 bullet points: The council met. Residents asked about parking.", "text")).toBe(
      "Summarize the text in <text> in 3 bullet points.\n\n<text>\nThe council met. Residents asked about parking.\n</text>",
    );
    expect(improve("Write a cover letter for {company}. Use my experience below.\n\n- 2 years as a lab technician\n- Python and SQL courses", "text")).toContain(
      "- Use my experience in <experience>.",
    );
    const bot = "You are the support bot for Acme Bikes.\n\nRules:\n- be concise\n- never promise refunds\n\nKnowledge:\nStore hours are 9-5 Mon-Sat.\nWarranty is 2 years on frames.";
    // A role and rules that ask for nothing in particular: the role opens the prompt, no rule is promoted to a task.
    expect(improve(bot, "text")).toBe(
      "You are the support bot for Acme Bikes.\n\n# Constraints\n- Be concise.\n- Never promise refunds.\n\n<knowledge>\nStore hours are 9-5 Mon-Sat.\nWarranty is 2 years on frames.\n</knowledge>",
    );
  });

  it("finds a task by its verb and object though the verb is not a known one, keeps a subject given after 'the following topic:' in its sentence", () => {
    expect(improve("You're a friendly barista chatbot. Greet the customer, take their order and upsell a pastry.", "text")).toBe(
      "Greet the customer, take their order and upsell a pastry.\n\n# Role\nYou're a friendly barista chatbot.",
    );
    expect(improve("Write a blog post about the following topic: remote work for parents", "text")).not.toContain("<topic>");
  });

  it("keeps a prompt the author structured with headings, tags or numbered steps as it is, and says nothing needed changing", () => {
    const structured = "You are a senior legal analyst.\n\nList every clause in <contract> that lets the supplier end early.\n\n<contract>\n{{contract_text}}\n</contract>";
    const out = improvePrompt({ prompt: structured, target: "text", focus: [] });
    expect(out.prompt).toBe(structured);
    expect(out.notes[0]).toMatch(/^Nothing needed changing/);
    const steps = "Follow these steps:\n1. Read the user's message.\n2. Decide if it is spam.\n3. Reply with SPAM or OK.";
    expect(improve(steps, "text")).toBe(steps);
  });

  it("with brevity alone, writes compact paragraphs with no added role, format or repeated sentence", () => {
    expect(improve("Please just write a short poem about rain. Use rhymes. Use rhymes.", "text", ["brevity"])).toBe(
      "Write a short poem about rain.\n\nUse rhymes.",
    );
  });

  it("with detail, asks for what the prompt left open as variables and adds a check", () => {
    const out = improvePrompt({ prompt: "summarize this article", target: "text", focus: ["detail"] });
    expect(out.prompt.split("\n")[0]).toBe("Summarize this article.");
    expect(out.prompt).toContain("Audience: {{audience}}. Tone: {{tone}}.");
    expect(out.prompt).toContain("- Before you answer, check that every requirement above is met.");
    expect(out.notes.map((n) => n.split(":")[0])).toEqual(["Sorted under # Context, # Constraints", "{{audience}}", "{{tone}}"]);
  });

  it("is deterministic", () => {
    expect(improve(pasted, "text", ["clarity", "detail"])).toBe(improve(pasted, "text", ["clarity", "detail"]));
  });
});

describe("finding what a prompt pasted for a text model is", () => {
  it.each([
    ["a castle on a hill --ar 16:9 --v 6.1", "midjourney-v6"],
    ["/imagine prompt: a fox in the snow --ar 3:2", "midjourney"],
    ["a fox, (snow:1.2), masterpiece\nNegative prompt: blurry", "stable-diffusion"],
    ["cat, cute, 4k, trending on artstation", "generic"],
  ])("reads %j as an image prompt for %s and says so", (prompt, target) => {
    expect(detectImageTarget(prompt)?.target).toBe(target);
    const out = improvePrompt({ prompt, target: "text", focus: [] });
    expect(out.prompt).toBe(improve(prompt, target as ImproveTarget) || prompt);
  });

  it.each(["Write a prompt for Midjourney about a fox", "Act as a photographer and describe a portrait of my dog in 4k detail", "Summarize this article in 3 bullet points."])(
    "reads %j as a text prompt",
    (prompt) => expect(detectImageTarget(prompt)).toBeUndefined(),
  );
});

describe("improving an image prompt offline", () => {
  const result = (prompt: string, target: ImproveTarget) => improvePrompt({ prompt, target, focus: [] });

  it("reads orientation words as the size and says so; 'landscape' alone stays the scenery, with a note", () => {
    const wide = result("a watercolor map of an imaginary island, no text, 4k, wide", "gpt-image");
    expect(wide.prompt).toBe("A watercolor map of an imaginary island, with unlettered surfaces.");
    expect(wide.parameters).toEqual({ model: "gpt-image-1", size: "1536x1024", n: 1 });
    expect(wide.notes).toContain('"wide" taken out of the prompt and set as the size: 1536x1024.');
    expect(result("a lighthouse, tall", "dalle").parameters).toMatchObject({ size: "1024x1792" });
    expect(result("a lighthouse, portrait orientation", "gpt-image").parameters).toMatchObject({ size: "1024x1536" });
    const scenery = result("a dragon over a castle, landscape", "gpt-image");
    expect(scenery.prompt).toContain("landscape");
    expect(scenery.parameters).toEqual({ model: "gpt-image-1", n: 1 });
    expect(scenery.notes.join(" ")).toMatch(/"landscape" is kept as the scenery; if you meant a wide image, write "landscape format"/);
    expect(result("a dragon over a castle, landscape format", "gpt-image").parameters).toMatchObject({ size: "1536x1024" });
  });

  it("notes the edits it made: negatives moved to their field, a shape word set as --ar", () => {
    const sd = result("(masterpiece:1.2), best quality, a dragon over a castle, 8k, no blur, no watermark", "stable-diffusion");
    // On SDXL a quality tag the author weighted stays with its fellows; "8k" is an SD 1.5 habit and goes.
    expect(sd.prompt).toBe("(masterpiece:1.2), best quality, a dragon over a castle");
    expect(sd.notes[1]).toBe('Moved "blur" and "watermark" to the negative prompt: in the prompt itself, a "no" term asks for what it names.');
    const mj = result("a dragon over a castle, masterpiece, best quality, 8k, tall, no blur", "midjourney");
    expect(mj.prompt).toBe("a dragon over a castle --ar 2:3 --v 7 --no blur");
    expect(mj.notes).toContain('"tall" taken out of the prompt and set as the shape: --ar 2:3.');
    expect(mj.notes).toContain('Moved "blur" to --no: Midjourney reads a "no" in the prompt as the thing itself.');
  });

  it.each(["dalle", "gpt-image", "flux", "midjourney"] as const)("%s: every quality tag goes", (target) => {
    expect(result("(masterpiece:1.2), best quality, a dragon over a castle, 8k, trending on artstation", target).prompt).not.toMatch(/masterpiece|best quality|8k|artstation/i);
  });

  it("keeps text misplaced after a parameter as a term of its own", () => {
    expect(result("a fox in a forest --v 5 --ar 16:9 oil painting", "midjourney-v6").prompt).toBe("a fox in a forest, oil painting --ar 16:9 --v 6.1");
  });

  it("Stable Diffusion: the negative prompt in its own field, weights kept, a quality tag with no tag-style checkpoint dropped, an SDXL size as a parameter", () => {
    const out = result("a castle on a hill, sunset, (dramatic clouds:1.3), masterpiece, no people, without text, 1920x1080", "stable-diffusion");
    expect(out.prompt).toBe("a castle on a hill, sunset, (dramatic clouds:1.3)");
    expect(out.negativePrompt).toBe("people, text");
    expect(out.parameters).toEqual({ width: 1344, height: 768 });
  });

  it("Stable Diffusion: reads A1111's settings line into the parameters", () => {
    const out = result("a fox\nNegative prompt: blur\nSteps: 20, Sampler: Euler a, CFG scale: 5, Seed: 42, Size: 832x1216", "stable-diffusion");
    expect(out.prompt).toBe("a fox");
    expect(out.parameters).toMatchObject({ width: 832, height: 1216, steps: 20, sampler_name: "Euler a", cfg_scale: 5, seed: 42 });
  });

  it("Midjourney V7: ignored tags dropped, lone adjectives folded into a natural phrase, what an expert would add in notes", () => {
    const out = result("cat, cute, 4k, trending on artstation", "midjourney");
    expect(out.prompt).toBe("a cute cat --v 7");
    expect(out.notes.join(" ")).toMatch(/"4k" and "trending on artstation" dropped/);
    expect(out.notes.join(" ")).toMatch(/does not say the light/);
    expect(describeChanges("cat, cute, 4k, trending on artstation", out, "midjourney").map((c) => c.what)).toEqual([
      'Dropped "4k", "trending on artstation"',
      "--v 7 added",
      "Tags written as a natural phrase",
      "Shorter: 6 → 5 words",
    ]);
  });

  it("Midjourney: --ar kept, the pixel size removed, parameters last and in range, exclusions as --no", () => {
    const out = result("portrait of a fox, no text, cinematic lighting, 1024x1024 --ar 16:9 --stylize 5000 --no blur", "midjourney");
    expect(out.prompt).toBe("portrait of a fox, cinematic lighting --ar 16:9 --stylize 1000 --v 7 --no blur, text");
    expect(out.notes.join(" ")).toMatch(/--stylize 5000 set to 1000/);
  });

  it("Midjourney: shape words become --ar, text after a parameter moves before it, a wrong version and illegal values are repaired", () => {
    expect(result("a castle --v 9 --chaos 20 on a hill, widescreen", "midjourney").prompt).toBe("a castle on a hill --ar 16:9 --v 7 --chaos 20");
    expect(result("a cat --ar 16-9 --quality 7 --niji 6 --no", "midjourney").prompt).toBe("a cat --v 7");
  });

  it("Midjourney: a pixel size alone becomes its --ar in whole numbers; :: weights go on V7 and stay on V6, which gets --v 6.1", () => {
    expect(result("a lighthouse in a storm::2, 1920x1080", "midjourney").prompt).toBe("a lighthouse in a storm --ar 16:9 --v 7");
    expect(result("a lighthouse in a storm::2, 1920x1080", "midjourney-v6").prompt).toBe("a lighthouse in a storm::2 --ar 16:9 --v 6.1");
  });

  it("DALL·E: a request opener dropped, natural language, the aspect as the size, exclusions as one sentence", () => {
    const out = result("Please generate an image of a red bicycle on a wall, morning light, no people, aspect ratio 9:16 --v 7", "dalle");
    expect(out.prompt).toBe("A red bicycle on a wall, morning light. Leave out people.");
    // "standard" and "vivid" are the API's defaults, so the body leaves them out.
    expect(out.parameters).toEqual({ model: "dall-e-3", size: "1024x1792", n: 1 });
  });

  it("Flux: weights unwrapped, exclusions described as what is there", () => {
    expect(result("(neon city:1.4), rain, negative prompt: cars, blur", "flux").prompt).toBe("A neon city, rain, with empty streets, in sharp focus.");
  });

  it("generic: natural language, the chosen aspect winning over a pixel size that contradicts it", () => {
    expect(result("a robot reading a book, 1536x640, aspect ratio 16:9, no text", "generic").prompt).toBe(
      "A robot reading a book, with unlettered surfaces. Compose it as a 16:9 image.",
    );
  });

  it("reads 'ultra realistic' as the medium, a realistic photograph, and writes 'highly detailed' as the detail it asks for", () => {
    const mj = result("beautiful woman, portrait, 8k, ultra realistic, masterpiece, --ar 2:3", "midjourney");
    expect(mj.prompt).toBe("beautiful woman, portrait, realistic photograph --ar 2:3 --v 7");
    expect(mj.notes.join(" ")).toContain('"ultra realistic" read as the medium: a realistic photograph.');
    expect(mj.notes.join(" ")).not.toMatch(/medium or style/);
    const flux = result("a red sports car on a mountain road, no people, no other cars, dramatic sky, 4k, highly detailed", "flux");
    expect(flux.prompt).toBe("A red sports car on an empty mountain road, dramatic sky, with intricate fine detail.");
    expect(flux.notes[0]).toBe('"highly detailed" written as "intricate fine detail": this model draws the detail a prompt names, not a quality tag.');
    expect(flux.notes[1]).toBe('"4k" dropped: this model ignores resolution and quality tags; the size is a setting and quality comes from the description.');
  });

  it("keeps a render engine as the style cue it is: as written for Midjourney, as its look in words where sentences are read", () => {
    const mj = result("epic fantasy castle, clouds, dramatic, 8k, unreal engine, --ar 3:2", "midjourney");
    expect(mj.prompt).toBe("epic fantasy castle, clouds, dramatic, unreal engine --ar 3:2 --v 7");
    expect(mj.notes.join(" ")).not.toMatch(/unreal engine" dropped|medium or style/);
    const dalle = result("epic fantasy castle, clouds, octane render, 4k", "dalle");
    expect(dalle.prompt).toContain("a polished 3D render");
    expect(dalle.notes).toContain('"octane render" written as the look it asks for (a polished 3D render).');
    expect(dalle.notes.join(" ")).not.toMatch(/medium or style/);
  });

  it("settles 'not blurry' beside a shallow depth of field once: the subject sharp, the background soft", () => {
    const flux = result("a golden retriever puppy playing in autumn leaves, not blurry, shallow depth of field", "flux");
    expect(flux.prompt).toContain("the subject in sharp focus against a softly blurred background");
    expect(flux.prompt).not.toMatch(/with sharp focus/);
    expect(result("a puppy in autumn leaves, not blurry", "flux").prompt).toContain("sharp focus");
  });

  it("sets a square size for Flux (whose API default is 4:3) but none for gpt-image-1 when the prompt gives no shape, and no default quality", () => {
    expect(result("a red sports car", "flux").parameters).toEqual({ width: 1024, height: 1024 });
    expect(result("a red sports car", "gpt-image").parameters).toEqual({ model: "gpt-image-1", n: 1 });
    expect(result("a red sports car, 16:9 aspect ratio", "flux").parameters).toEqual({ width: 1376, height: 768 });
  });

  it("settles a name to spell against 'no text': a logo becomes a symbol-only mark, said in notes; no camera notes for a logo", () => {
    const out = result("logo for a bakery called Sunrise, no text, minimal, vector", "dalle");
    expect(out.prompt).toBe("A minimal vector logo for a bakery, a symbol-only mark.");
    expect(out.notes.join(" ")).toMatch(/"Sunrise" would be lettering, and the prompt asks for no text: the mark is symbol-only/);
    expect(out.notes.join(" ")).not.toMatch(/shot size|light/);
    expect(result("an app icon of a camera", "gpt-image").notes.join(" ")).not.toMatch(/shot size|light/);
    expect(describeChanges("logo for a bakery called Sunrise, no text, minimal, vector", out, "dalle").map((c) => c.what)).toEqual(
      expect.arrayContaining(["Exclusions described as what is there instead", "The name left out: a symbol-only mark"]),
    );
    const realism = "beautiful woman, portrait, 8k, ultra realistic";
    expect(describeChanges(realism, improvePrompt({ prompt: realism, target: "midjourney", focus: [] }), "midjourney").map((c) => c.what)).toContain('"ultra realistic" written as a realistic photograph');
  });
});

describe("what changed and why", () => {
  it("names the placeholders, the task first, the sections and the direct wording for a text prompt, and adds no writer's role", () => {
    const original = "Our readers are busy. can you write an email to [Customer] about the launch?";
    const changes = describeChanges(original, improve(original, "text"), "text").map((c) => c.what);
    expect(changes).toEqual([
      "Placeholders written as {{customer}}",
      "The task is stated first",
      "Sections added: Context",
      "Requests and filler words made direct",
    ]);
  });

  it("lists no change that was not made: a tidied request is not 'the task moved', nor a fuller prompt", () => {
    const original = "can you write a haiku about rain?";
    expect(describeChanges(original, improve(original, "text"), "text")).toEqual([
      { what: "Requests and filler words made direct", why: expect.any(String) },
    ]);
    expect(describeChanges("Write a haiku.", "Write a haiku.", "text")).toEqual([{ what: "Nothing needed changing", why: expect.any(String) }]);
  });

  it("describes a prompt improved as an image prompt as one", () => {
    const mj = "a cat, 1024x1024 --ar 1:1";
    expect(describeChanges(mj, improve(mj, "text"), "text")[0]?.what).toBe("The pixel size taken out");
  });

  it("names the negative prompt for Stable Diffusion and the pixel size for Midjourney, each with a reason", () => {
    const sd = "a cat, no dogs";
    expect(describeChanges(sd, improvePrompt({ prompt: sd, target: "stable-diffusion", focus: [] }), "stable-diffusion")[0]).toEqual({
      what: "Negative terms moved to the negative prompt",
      why: expect.stringContaining("negative prompt"),
    });
    const mj = "a cat, 1024x1024 --ar 1:1";
    expect(describeChanges(mj, improve(mj, "midjourney"), "midjourney")[0]?.what).toBe("The pixel size taken out");
  });

  it("names a version change with its own reason, and the request wording taken out", () => {
    const mj = "a cabin at night, oil painting --ar 3:2 --v 6";
    expect(describeChanges(mj, improvePrompt({ prompt: mj, target: "midjourney", focus: [] }), "midjourney")).toEqual([
      { what: "--v 6 changed to --v 7", why: expect.stringContaining("version") },
    ]);
    const dalle = "Please create an image of a lighthouse at dusk, no boats";
    expect(describeChanges(dalle, improvePrompt({ prompt: dalle, target: "dalle", focus: [] }), "dalle").map((c) => c.what)).toEqual([
      'Exclusions said in one closing sentence: "boats"',
      "The request wording taken out",
      "Shorter: 11 → 7 words",
    ]);
  });

  it("says nothing needed changing when a Stable Diffusion prompt's negative line only moved to its own field", () => {
    const sd = "1girl, silver hair, (detailed eyes:1.2), night city\nNegative prompt: lowres, bad hands";
    expect(describeChanges(sd, improvePrompt({ prompt: sd, target: "stable-diffusion", focus: [] }), "stable-diffusion")).toEqual([
      { what: "Nothing needed changing", why: expect.any(String) },
    ]);
  });

  it("says so when nothing needed changing", () => {
    expect(describeChanges("a cat --ar 1:1", "a cat --ar 1:1", "midjourney")).toEqual([
      { what: "Nothing needed changing", why: expect.any(String) },
    ]);
  });
});

describe("the improve form's rules", () => {
  it("takes a target by value or label in any case, and focus in list order without repeats", () => {
    expect(improveFormSchema.parse({ prompt: " hi ", target: "STABLE-DIFFUSION", focus: ["brevity", "clarity", "brevity"] })).toEqual({
      prompt: "hi",
      target: "stable-diffusion",
      focus: ["clarity", "brevity"],
    });
    expect(improveFormSchema.parse({ prompt: "hi", target: "Flux" }).target).toBe("flux");
  });

  it("refuses an empty or over-long prompt, an unknown target and an unknown focus, naming the choices", () => {
    const issues = (input: unknown) => improveFormSchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(issues({ prompt: "  " })).toEqual(["Please paste the prompt you want to improve"]);
    expect(issues({ prompt: "x".repeat(6001) })).toEqual(["Your prompt must be at most 6,000 characters"]);
    expect(issues({ prompt: "x", target: "paint" })?.[0]).toMatch(/^Unknown target "paint"\. Choose one of "text", "generic", "midjourney"/);
    expect(issues({ prompt: "x", focus: ["speed"] })).toEqual([
      'Unknown focus "speed". Choose from "clarity", "structure", "detail", "brevity".',
    ]);
  });
});
