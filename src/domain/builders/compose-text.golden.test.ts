import { describe, expect, it } from "vitest";
import { composeTextPrompt } from "./compose-text";
import { expectCleanPrompt, textRequest } from "./test-support";

// Whole prompts and their notes for a few forms, line by line: a change to the composer's wording shows here as
// a diff to read, not only as a broken assertion elsewhere. Each was read against the expert's rubric for text prompts
// (task first, a role that fits, conflicts settled once and told, material tagged, nothing for the user in the prompt).
const GOLDEN: [string, Record<string, unknown>, string[], string[]][] = [
  [
    "an empty form",
    {},
    [
      "Write a piece of written content about {{topic}}.",
      "",
      "# Role",
      "You are an experienced writer.",
      "",
      "# Constraints",
      "- Length: Medium (100-300 words). Cover the main points without padding.",
      "- Facts: Use only the facts given in this brief. Where the text needs a fact this brief does not give, leave a bracketed gap such as [name], [date] or [figure] instead of inventing one.",
      "",
      "# Output Format",
      "Return only the finished text, ready to use, with no preamble, explanations or notes about this brief."
    ],
    [
      "{{topic}}: what the piece is about. Fill it in before you use the prompt."
    ],
  ],
  [
    "a full LinkedIn brief",
    {
      "industry": "real-estate",
      "contentType": "linkedin-post",
      "toneOfVoice": "persuasive",
      "audienceType": "executives",
      "outputLength": "long",
      "writingStyle": "storytelling",
      "creativityLevel": 0.7,
      "seoOptimize": true,
      "callToAction": "sign-up",
      "personalization": "name, company, industryTrends",
      "language": "spanish",
      "outputFormat": "bullet-points",
      "topic": "our virtual staging service",
      "additionalCustomization": "Mention the 48-hour turnaround.\nQuote {{client_quote}}."
    },
    [
      "Write a LinkedIn post in Spanish for executives about our virtual staging service.",
      "",
      "# Role",
      "You are a LinkedIn ghostwriter, with expertise in real estate.",
      "",
      "# Context",
      "- Industry: Real Estate. Follow fair-housing practice: describe the property and the area, never who should live there.",
      "- Audience: Executives. Lead with the bottom line, the business impact and the decision needed, so the rest can be skimmed.",
      "",
      "# Constraints",
      "- Content type: LinkedIn Post. Open with a one-line hook that works before the \"see more\" cut.",
      "- Tone of voice: Persuasive. Build a clear case with benefits, proof and gentle urgency, without hype.",
      "- Writing style: Storytelling. Use narrative structure: a setup, a turning point and a payoff.",
      "- Length: At most 3,000 characters (about 450 words), LinkedIn's limit for a post.",
      "- Language: Spanish. Write the entire text in Spanish, with natural, idiomatic phrasing rather than a literal translation.",
      "- Call to action: Sign Up. End by asking the reader to sign up, keeping the step sounding quick and easy.",
      "- Personalization: Connect the message to one or two current trends in real estate, leaving a [trend] gap for each trend this brief does not name.",
      "- Creativity: More Creative (0.7 on a scale from 0 to 1). Favor original angles, fresh metaphors and unexpected hooks, while staying on brief.",
      "- Facts: Use only the facts given in this brief. Where the text needs a fact this brief does not give, leave a bracketed gap such as [launch date], [price] or [statistic] instead of inventing one.",
      "",
      "# Additional instructions",
      "Mention the 48-hour turnaround.",
      "Quote {{client_quote}}.",
      "",
      "# Output Format",
      "Bullet Points. Concise bullet points, one idea each, with parallel phrasing. Return only the finished text, ready to use, with no preamble, explanations or notes about this brief."
    ],
    [
      "LinkedIn cuts a post at 3,000 characters, so \"Long (300-700 words)\" is capped at about 450 words.",
      "SEO was left out: it applies to web pages that search engines index, not to a LinkedIn post.",
      "The advice on paragraphs was left out: the text comes as a list.",
      "The personalization by {{name}} and {{company}} was left out: a LinkedIn post is not sent to each reader separately, so no tool would fill them for each reader.",
      "{{client_quote}}: used in your additional instructions. Fill it in before you use the prompt."
    ],
  ],
  [
    "the contradictory SEO brief",
    {
      "industry": "ecommerce",
      "contentType": "seo-meta",
      "outputLength": "extended",
      "outputFormat": "script-dialog",
      "seoOptimize": true,
      "creativityLevel": 0.2,
      "topic": "waterproof hiking boots for women"
    },
    [
      "Write an SEO meta title and meta description about waterproof hiking boots for women.",
      "",
      "# Role",
      "You are an SEO specialist, with expertise in e-commerce.",
      "",
      "# Context",
      "- Industry: E-commerce.",
      "",
      "# Constraints",
      "- Content type: SEO Meta Title & Description. Put the main keyword near the start of each, and make the description a specific reason to click.",
      "- Length: The meta title keeps to 60 characters and the meta description to 155 characters.",
      "- Creativity: More Predictable (0.2 on a scale from 0 to 1). Stay mostly conventional and safe, with only small touches of originality.",
      "- Facts: Use only the facts given in this brief; claim no figure, price or feature it does not give, and leave no brackets or placeholders in the tags.",
      "",
      "# Output Format",
      "Return the meta title and the meta description as two labelled lines. Return only the finished text, ready to use, with no preamble, explanations or notes about this brief."
    ],
    [
      "The length \"Extended (700+ words)\" does not apply to meta tags: their own limits are used instead.",
      "The \"Script / Dialogue\" format does not fit meta tags: they come as two labelled lines."
    ],
  ],
  [
    "a personalized cold email with custom choices",
    {
      "industry": "other",
      "customIndustry": "Veterinary clinics",
      "contentType": "email",
      "toneOfVoice": "other",
      "customToneOfVoice": "Warm and direct",
      "audienceType": "b2b",
      "outputLength": "short",
      "outputFormat": "script-dialog",
      "callToAction": "other",
      "customCallToAction": "Book a 15-minute demo",
      "personalization": "name, company, location",
      "language": "german",
      "seoOptimize": true,
      "creativityLevel": 1
    },
    [
      "Write an email in German for B2B buyers about {{topic}}.",
      "",
      "# Role",
      "You are an email copywriter, with expertise in Veterinary clinics.",
      "",
      "# Context",
      "- Industry: Veterinary clinics.",
      "- Audience: B2B (Business to Business). They buy for an organization: speak to ROI, risk, efficiency and what it takes to get approval.",
      "",
      "# Constraints",
      "- Content type: Email. Include a subject line under 50 characters and a preview line, then a focused body with a single goal.",
      "- Tone of voice: Warm and direct.",
      "- Length: Short (50-100 words). Keep to the point, with no padding.",
      "- Language: German. Write the entire text in German, with natural, idiomatic phrasing rather than a literal translation.",
      "- Call to action: Book a 15-minute demo. End with this call to action, stated once and clearly.",
      "- Personalization: Address the reader by name as {{name}}, refer to their company as {{company}} and mention their location, {{location}}, where it adds relevance.",
      "- Creativity: Highly Creative & Random (1.0 on a scale from 0 to 1). Be bold and experimental: surprising ideas, playful structure and unconventional language, as long as the core message still lands.",
      "- Facts: Use only the facts given in this brief. Where the text needs a fact this brief does not give, leave a bracketed gap such as [date], [figure] or [result] instead of inventing one.",
      "- Placeholders: Keep {{name}}, {{company}} and {{location}} exactly as written, with their double braces: an email tool fills them in for each recipient later.",
      "",
      "# Output Format",
      "Keep it in the usual form of an email; write any exchange it quotes as short dialogue lines, each with the speaker's name. Return only the finished text, ready to use, with no preamble, explanations or notes about this brief."
    ],
    [
      "SEO was left out: it applies to web pages that search engines index, not to an email.",
      "The \"Script / Dialogue\" format is read as a note: an email is not a script, so only the exchanges it quotes are written as dialogue.",
      "{{topic}}: what the piece is about. Fill it in before you use the prompt.",
      "{{name}}: the reader's name. Kept as written in the text, for your email or CRM tool to fill for each recipient as a merge field.",
      "{{company}}: the reader's company. Kept as written in the text, for your email or CRM tool to fill for each recipient as a merge field.",
      "{{location}}: the reader's city or region. Kept as written in the text, for your email or CRM tool to fill for each recipient as a merge field."
    ],
  ],
  [
    "Terms of Service asked to be conversational, formal, playful and selling",
    {
      "contentType": "other",
      "customContentType": "Terms of Service",
      "toneOfVoice": "conversational",
      "writingStyle": "formal",
      "callToAction": "buy-now",
      "outputFormat": "listicle",
      "creativityLevel": 1,
      "seoOptimize": true,
      "industry": "ecommerce",
      "topic": "a meal-kit subscription app"
    },
    [
      "Write Terms of Service for a meal-kit subscription app.",
      "",
      "# Role",
      "You are a legal writer who drafts clear, precise legal documents, with expertise in e-commerce.",
      "",
      "# Context",
      "- Industry: E-commerce.",
      "",
      "# Constraints",
      "- Content type: Terms of Service. Use numbered sections with clear headings, define each term once and use it consistently, and state every right and obligation precisely.",
      "- Tone of voice: Plain and readable: address the reader as \"you\", in short, precise sentences, without contractions, jokes or slang.",
      "- Writing style: Formal. Complete sentences, precise vocabulary, no contractions or slang.",
      "- Facts: Use only the facts given in this brief. Where the text needs a fact this brief does not give, leave a bracketed gap such as [company name], [governing law] or [contact email] instead of inventing one.",
      "",
      "# Output Format",
      "Numbered sections with clear headings, each clause in plain, complete sentences. Return only the finished text, ready to use, with no preamble, explanations or notes about this brief."
    ],
    [
      "The \"Conversational\" tone is read as plain language for Terms of Service: a legal text stays precise and formal, so it has no contractions or jokes.",
      "The \"Buy Now\" call to action was left out: a call to action does not belong in Terms of Service.",
      "SEO was left out: it applies to web pages that search engines index, not to Terms of Service.",
      "Creativity \"Highly Creative & Random\" was left out: Terms of Service must be precise, not inventive.",
      "The \"Listicle\" format does not fit Terms of Service: it comes as numbered sections instead."
    ],
  ],
  [
    "a support bot's system prompt with a run-time knowledge base",
    {
      "contentType": "other",
      "customContentType": "system prompt for a customer support bot",
      "industry": "tech-startups",
      "topic": "Acme Router's help desk",
      "additionalCustomization": "Answer only from the articles in {{kb_articles}}; if they do not cover the question, offer a handoff to a human.\nGreet [Customer Name] and quote {order_id} when the customer gives it."
    },
    [
      "Write a system prompt for a customer support bot about Acme Router's help desk.",
      "",
      "# Role",
      "You are a prompt engineer who writes system prompts for production assistants, with expertise in tech startups.",
      "",
      "# Context",
      "- Industry: Tech & Startups.",
      "",
      "# Constraints",
      "- Content type: System prompt for a customer support bot. Write it as instructions to the assistant: its role and goal, what it may and may not do, how to use the material it is given, what to do when it does not know, and the form of its replies.",
      "- Facts: Use only the facts given in this brief. Where the text needs a fact this brief does not give, leave a bracketed gap such as [escalation contact], [business hours] or [policy detail] instead of inventing one.",
      "- Run-time variables: Keep {{kb_articles}}, {{customer_name}} and {{order_id}} exactly as written where the assistant needs them: the application fills them at run time.",
      "",
      "# Additional instructions",
      "Answer only from the articles in {{kb_articles}}; if they do not cover the question, offer a handoff to a human.",
      "Greet {{customer_name}} and quote {{order_id}} when the customer gives it.",
      "",
      "# Output Format",
      "Return only the finished text, ready to use, with no preamble, explanations or notes about this brief."
    ],
    [
      "[Customer Name] is written as {{customer_name}}, the form that is filled in.",
      "{order_id} is written as {{order_id}}, the form that is filled in.",
      "{{kb_articles}}: used in your additional instructions. Filled at run time by your application, not before.",
      "{{customer_name}}: used in your additional instructions. Filled at run time by your application, not before.",
      "{{order_id}}: used in your additional instructions. Filled at run time by your application, not before."
    ],
  ],
  [
    "a Japanese blog post optimized for search",
    {
      "contentType": "blog-post",
      "language": "japanese",
      "seoOptimize": true,
      "outputLength": "long",
      "audienceType": "beginners",
      "topic": "東京のラーメン店の選び方",
      "callToAction": "subscribe"
    },
    [
      "Write a blog post in Japanese for beginners about 東京のラーメン店の選び方.",
      "",
      "# Role",
      "You are an experienced content writer.",
      "",
      "# Context",
      "- Audience: Beginners. Assume no prior knowledge, define terms in plain words and go step by step.",
      "",
      "# Constraints",
      "- Content type: Blog Post. Use a compelling headline, a hook in the first two sentences, scannable subheadings and a clear conclusion.",
      "- Length: Between 750 and 1750 characters, counted in characters since Japanese has no spaces between words.",
      "- Language: Japanese. Write the entire text in Japanese, with natural, idiomatic phrasing rather than a literal translation.",
      "- Call to action: Subscribe. End by inviting the reader to subscribe and say what they will get.",
      "- SEO: Choose one primary keyword for the topic and use it naturally in the title, the opening lines and a subheading where the piece has them; weave in related terms and never keyword-stuff. After the text, add two labelled lines, \"Meta title:\" (at most 30 full-width characters) and \"Meta description:\" (at most 80 full-width characters), each with the keyword near the start.",
      "- Facts: Draw on well-established knowledge of the topic; do not invent statistics, quotes, names or sources; where a specific figure is needed, leave a gap such as [statistic].",
      "",
      "# Output Format",
      "Return only the finished text, ready to use, with no preamble, explanations or notes about this brief."
    ],
    [
      "Japanese is counted in characters, not words: \"Long (300-700 words)\" is given as 750–1750 characters.",
      "Meta title and description limits are given in full-width characters of Japanese: about 30 and 80 fit a results page, where Latin letters fit about 60 and 155."
    ],
  ],
  [
    "a code review of a pasted diff",
    {
      "contentType": "other",
      "customContentType": "code review",
      "industry": "tech-startups",
      "topic": "the payment retry change",
      "toneOfVoice": "professional",
      "additionalCustomization": "diff --git a/src/pay.ts b/src/pay.ts\n@@ -10,7 +10,9 @@ export async function charge(order) {\n-  return gateway.charge(order);\n+  for (let i = 0; i < 3; i++) {\n+    try { return await gateway.charge(order); } catch {}\n+  }"
    },
    [
      "Write a code review of the payment retry change.",
      "",
      "# Role",
      "You are a senior software engineer, with expertise in tech startups.",
      "",
      "# Context",
      "- Industry: Tech & Startups.",
      "",
      "# Constraints",
      "- Content type: Code review. Group the findings by severity (blocking, should fix, nitpick); for each, cite its file and line, say why it matters and propose a concrete fix.",
      "- Tone of voice: Professional. Polished, clear and credible; no slang or filler.",
      "",
      "# Additional instructions",
      "Review the diff in <diff>; comment only on what it shows.",
      "",
      "<diff>",
      "diff --git a/src/pay.ts b/src/pay.ts",
      "@@ -10,7 +10,9 @@ export async function charge(order) {",
      "-  return gateway.charge(order);",
      "+  for (let i = 0; i < 3; i++) {",
      "+    try { return await gateway.charge(order); } catch {}",
      "+  }",
      "</diff>",
      "",
      "# Output Format",
      "Return only the review, with no preamble or notes about this brief."
    ],
    [],
  ],
];

describe("text prompts, whole", () => {
  it.each(GOLDEN)("for %s", (_name, form, lines, notes) => {
    const composed = composeTextPrompt(textRequest(form));
    expect(composed.prompt.split("\n")).toEqual(lines);
    expect(composed.notes).toEqual(notes);
    expect(composed.parameters).toEqual({});
    expectCleanPrompt(composed.prompt);
  });
});
