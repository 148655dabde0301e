/**
 * Placeholders people type in other styles (`[Customer Name]`, `<name>`, `{order_id}`, `{{ Name }}`) written as
 * `{{customer_name}}`, the one style the product fills in. Only what is clearly a placeholder changes: a short,
 * name-like label. Brackets and braces that are prose or code stay as they are: a sentence in brackets, a
 * `{like this}` aside, a JSON example, an HTML or XML tag, anything inside a code span or fence.
 */

/** `{{ name }}` with spaces or odd casing, `[Label]`, `{label}`, `<label>`. */
const CANDIDATE = /\{\{\s*([^{}\n]{1,40}?)\s*\}\}|\[([^[\]\n]{1,40})\](?!\()|\{([^{}\n]{1,40})\}|<([^<>\n/]{1,40})>/g;

/** One identifier: `order_id`, `orderId`, `NAME`, `name`. */
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*(?:[_-][A-Za-z0-9]+)*$/;
/** Title Case or UPPER CASE words: `Customer Name`, `CUSTOMER NAME`, `Insert Company Name Here`. */
const LABEL_WORDS = /^[A-Z][A-Za-z0-9]*(?:[ ][A-Z][A-Za-z0-9]*){1,4}$/;
/** "insert name", "your company": lower-case labels that say they are a gap to fill. */
const GAP_WORDS = /^(insert|enter|add|paste|put|type|your)\s+[a-z][a-z0-9 ]{1,30}$|^[a-z][a-z0-9 ]{1,30}\s+(here|goes here)$/i;
const FILLER_WORDS = /^(insert|enter|add|paste|put|type|your|the|a|an|here|goes)$/i;
/** Tags that are markup, never placeholders. */
const HTML_TAGS = new Set(
  "a abbr b blockquote body br code div em h1 h2 h3 h4 h5 h6 head hr html i img input li link meta ol p pre span strong style sub sup table tbody td th thead title tr u ul".split(" "),
);
/** Code spans and fences, where every bracket is code. */
const CODE = /```[\s\S]*?```|`[^`\n]+`/g;

/** 'Insert Company Name here' as `company_name`; 'orderId' as `order_id`. */
export function variableName(raw: string): string {
  const words = raw
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[\s_.-]+/)
    .filter(Boolean);
  const kept = words.filter((word) => !FILLER_WORDS.test(word));
  return (kept.length > 0 ? kept : words).join("_").toLowerCase();
}

function isPlaceholder(label: string, kind: "double" | "square" | "brace" | "angle", text: string): boolean {
  const l = label.trim();
  if (kind === "double") return IDENTIFIER.test(l) || LABEL_WORDS.test(l) || /^[A-Za-z][\w ]{0,39}$/.test(l);
  if (kind === "angle") {
    // `<p>` is markup and `<doc>…</doc>` is a tag pair around material, not a gap.
    if (HTML_TAGS.has(l.toLowerCase()) || text.includes(`</${l}>`)) return false;
    return IDENTIFIER.test(l) || LABEL_WORDS.test(l);
  }
  // A one-letter label is a footnote, an index or code (`[1]`, `{x}`), not a gap.
  if (l.length < 2) return false;
  // "{meeting notes here}", "{insert product name}": lower-case words that say they are a gap; "{like this}" is prose.
  if (kind === "brace") return IDENTIFIER.test(l) || LABEL_WORDS.test(l) || GAP_WORDS.test(l);
  return IDENTIFIER.test(l) || LABEL_WORDS.test(l) || GAP_WORDS.test(l);
}

/** The names a text's placeholders take once written as `{{name}}`, by the placeholder as written. */
export function placeholderRenames(text: string): Map<string, string> {
  const renames = new Map<string, string>();
  normalisePlaceholders(text, (written, name) => renames.set(written, name));
  return renames;
}

/** Every clear placeholder written as `{{snake_case}}`; prose, markup and code untouched. */
export function normalisePlaceholders(text: string, onRename?: (written: string, name: string) => void): string {
  // A text that reads as code or JSON keeps its braces: `{x}` there is syntax.
  const codeLike = /[;=]\s*$|=>|":\s|^\s*[{}]\s*$|\bfunction\b|\bconst\b|\breturn\b/m.test(text);
  let out = "";
  let at = 0;
  for (const code of text.matchAll(CODE)) {
    out += normaliseSpan(text.slice(at, code.index), text, codeLike, onRename) + code[0];
    at = code.index + code[0].length;
  }
  return out + normaliseSpan(text.slice(at), text, codeLike, onRename);
}

function normaliseSpan(span: string, whole: string, codeLike: boolean, onRename?: (written: string, name: string) => void): string {
  return span.replace(CANDIDATE, (match, double?: string, square?: string, brace?: string, angle?: string) => {
    const [label, kind] =
      double !== undefined
        ? ([double, "double"] as const)
        : square !== undefined
          ? ([square, "square"] as const)
          : brace !== undefined
            ? ([brace, "brace"] as const)
            : ([angle ?? "", "angle"] as const);
    if (codeLike && kind !== "double") return match;
    if (!isPlaceholder(label, kind, whole)) return match;
    const name = variableName(label);
    const written = `{{${name}}}`;
    if (written !== match) onRename?.(match, name);
    return written;
  });
}
