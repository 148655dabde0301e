/** Small English helpers the composers share. Pure string functions. */

/** "a" or "an" for a phrase, by its first sound as best a spelling rule can tell. */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const p = phrase.trim().toLowerCase();
  if (/^(uni|use|usu|uk|eu|one|once|ur|u[ix]\b)/.test(p)) return "a";
  if (/^(hour|honest|honou?r|heir)/.test(p)) return "an";
  if (/^(8|11|18)/.test(p)) return "an";
  if (/^[aeiou]/.test(p)) return "an";
  // Initialisms read letter by letter: "an SEO …", "an MRI …", "a UX …".
  if (/^[FHLMNRSX][A-Z0-9]/.test(phrase.trim()) || /^[fhlmnrsx]\b/.test(p)) return "an";
  return "a";
}

/** The phrase with "a"/"an" in front, unless it already starts with a determiner or reads as a plural. */
export function withArticle(phrase: string): string {
  const p = phrase.trim();
  // A number counts ("3 tips") unless it measures the piece ("a 60-second explainer", "a 5-minute read").
  if (/^(a|an|the|some|any|this|that|these|those|my|our|your|their|one|two|three|four|five|\d+(?![-\d]))\b/i.test(p)) return p;
  if (/[^su]s$/i.test(p.split(" ").pop() ?? "")) return p;
  // Mass nouns take no article: "landing page copy", "onboarding content".
  if (/\b(copy|content|documentation|advice|information|feedback|guidance|messaging)$/i.test(p)) return p;
  // "Terms of Service", "Release notes": plural heads before a complement.
  if (/^(terms|guidelines|instructions|notes|minutes|lyrics|release notes|show notes)\b/i.test(p)) return p;
  return `${indefiniteArticle(p)} ${p}`;
}

/** First letter upper-cased, the rest untouched. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a", "a and b", "a, b and c". */
export function andJoin(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** "a, b, c" → "a, b and c" (for a comma list of terms read as a phrase). */
export function termsToPhrase(terms: string): string {
  return andJoin(
    terms
      .split(",")
      .map((t) => t.trim())
      .filter((t) => t !== ""),
  );
}

/** A capitalized sentence ending in one full stop (or the text's own ! or ?). */
export function sentence(text: string): string {
  const t = text.trim().replace(/[\s,;:]+$/u, "");
  if (t === "") return "";
  const capped = capitalize(t);
  return /[.!?]$/.test(capped) ? capped : `${capped}.`;
}

/** Joins non-empty parts with a separator, so a missing part never leaves an empty item behind. */
export function joinPresent(parts: readonly (string | undefined | false)[], separator: string): string {
  return parts.filter((p): p is string => typeof p === "string" && p.trim() !== "").join(separator);
}

/** Multi-line user text with each line trimmed, runs of blank lines collapsed and no blank edges. */
export function cleanBlock(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A name as it reads mid-sentence: "Grant application" becomes "grant application"; "API guide" and "FAQ" keep their capitals. */
/** Names of products, platforms and languages that open content types and keep their capital mid-sentence. */
const PROPER_NAME =
  /^(Zendesk|Intercom|Freshdesk|Salesforce|HubSpot|Shopify|Slack|Jira|Notion|Confluence|LinkedIn|Instagram|Facebook|TikTok|YouTube|Twitter|Google|Amazon|Etsy|eBay|Pinterest|Reddit|Medium|Substack|Mailchimp|WordPress|GitHub|GitLab|Python|JavaScript|TypeScript|Java|Rust|Ruby|Swift|Kotlin|Go|React|Vue|Angular|Django|Rails|Node|Excel|Airbnb|Etsy|Kickstarter|Product Hunt|Upwork|Fiverr|Yelp|Trustpilot|Apple|Android|Windows|Microsoft|Teams|Zoom|Discord|Telegram|WhatsApp|Threads|Bluesky|Mastodon|Snapchat|Twitch|Spotify)\b/;

export function midSentence(name: string): string {
  const trimmed = name.trim();
  // A title ("Terms of Service") keeps its capitals.
  // A name ("Zendesk support macro", "Python function") keeps its capital: only a common word is lowercased.
  if (/\s[A-Z]/.test(trimmed) || PROPER_NAME.test(trimmed)) return trimmed;
  // "A system prompt" mid-sentence is "a system prompt".
  return trimmed.replace(/^(?:A|An|The)(?=\s)|^[A-Z](?=[a-z])/, (c) => c.toLowerCase());
}

/** A piece's name as a user typed it ("Write show notes", "A system prompt"), with its article, for "Write …". */
export function pieceName(typed: string): string {
  return withArticle(midSentence(typed.trim().replace(/^(?:please\s+)?(?:write|create|draft|compose|generate|produce|prepare|craft)\s+(?:me\s+)?(?=\S)/i, "")));
}

/** The plural of a count noun's last word, for "a writer of formal letters". */
export function pluralOf(phrase: string): string {
  // "listing" and "briefing" are counted; "copywriting" is not.
  if (/(listing|posting|briefing|meeting|painting|greeting|heading|building|recording|filing|opening|offering)$/i.test(phrase)) return `${phrase}s`;
  if (/(s|x|ch|sh|ing|ware|data|copy|content|documentation|information|correspondence)$/i.test(phrase)) return phrase;
  return /[^aeiou]y$/i.test(phrase) ? `${phrase.slice(0, -1)}ies` : `${phrase}s`;
}
