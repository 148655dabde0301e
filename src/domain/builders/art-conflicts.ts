/**
 * Form settings that cannot both hold (a black-and-white photograph in earthy tones, a centered focal point
 * beside empty space on one side for copy), as data: each rule names the two sides, and the conflict is settled
 * once, the user's own words winning over a preset, with a note that says what gave way. Settings that say
 * the same thing twice ("monochrome" mood beside a black and white palette) are said once, also with a note.
 */

/** A chosen term as the conflicts read it: art-parts.ts's ArtTerm, named here so the two modules stay one-way. */
interface Term {
  term: string;
  prose: string;
  cues?: string;
  custom: boolean;
}

export interface ConflictParts {
  subject?: string;
  extra?: string;
  style?: Term;
  mood?: Term;
  palette?: Term;
  composition?: Term;
  effects?: Term;
  detailValue: number;
  detailSet: boolean;
}

type Field = "style" | "mood" | "palette" | "composition" | "effects";
const LABEL: Record<Field, string> = { style: "Style & Medium", mood: "Mood & Theme", palette: "Color Palette", composition: "Composition", effects: "Effects" };

/** Where the winning side may be written: a field, or the user's own text (subject and customization). */
type Side = Field | "text";

interface Rule {
  /** The setting that gives way when both hold, unless it is the user's own text against a preset. */
  readonly yields: Field;
  readonly yieldsWhen: (t: Term) => boolean;
  /** The side that wins: where it is written, and what it says. */
  readonly over: readonly Side[];
  readonly overWhen: RegExp;
  /** Why both cannot hold, after "… and …". */
  readonly why: string;
  /** The yielding side only repeats the winner: said once, and the note says so. */
  readonly repeats?: true;
}

const BLACK_AND_WHITE = /\b(black[- ]and[- ]white|b\s?&\s?w|monochrome|grayscale|greyscale|noir)\b/i;
const NEUTRAL_TONES = /\b(black|white|gr[ae]y|monochrome|silver|sepia)\b/i;

const RULES: readonly Rule[] = [
  // A black-and-white medium has no color for a palette to set.
  { yields: "palette", yieldsWhen: (t) => !NEUTRAL_TONES.test(t.term), over: ["style", "text"], overWhen: BLACK_AND_WHITE, why: "a black-and-white image has no colors for a palette" },
  { yields: "mood", yieldsWhen: (t) => /\b(vibrant|colou?rful)\b/i.test(t.term), over: ["style", "palette", "text"], overWhen: BLACK_AND_WHITE, why: "a black-and-white image cannot be colorful" },
  // A centered subject fills the middle; room for copy on one side moves it off center.
  {
    yields: "composition",
    yieldsWhen: (t) => /\b(cent(?:er|re)(?:e?d)?|symmetr\w*)\b/i.test(t.term),
    over: ["text"],
    overWhen: /\b(empty|negative|blank|free|open|copy|clear)\s+(?:space|area|room)\b[^.]*\b(left|right|side|top|bottom)\b|\b(left|right)\s+(?:side|third|half)\b[^.]*\b(empty|free|copy|text)\b|\bcopy ?space\b/i,
    why: "a centered focal point leaves no side empty for copy",
  },
  { yields: "mood", yieldsWhen: (t) => /^monochrome$/i.test(t.term), over: ["palette", "style"], overWhen: NEUTRAL_TONES, why: "the one says what the other does", repeats: true },
];

function sideText(p: ConflictParts, side: Side): string | undefined {
  if (side === "text") return [p.subject, p.extra].filter((t) => t !== undefined).join(" ") || undefined;
  const t = p[side];
  return t && `${t.term} ${t.prose}`;
}

const quoted = (t: Term) => `"${t.term}"`;

/** The parts with each conflict settled once, and a note for each. */
export function settleConflicts<P extends ConflictParts>(parts: P): { parts: P; notes: string[] } {
  const p: P = { ...parts };
  const notes: string[] = [];
  for (const rule of RULES) {
    const yielding = p[rule.yields];
    if (yielding === undefined || !rule.yieldsWhen(yielding)) continue;
    const side = rule.over.find((s) => s !== rule.yields && rule.overWhen.test(sideText(p, s) ?? ""));
    if (side === undefined) continue;
    const winner = side === "text" ? undefined : p[side as Field];
    // The user's own text wins over a preset: a custom setting against a preset field keeps its place.
    if (yielding.custom && winner !== undefined && !winner.custom) {
      p[side as Field] = undefined as P[Field];
      notes.push(`${quoted(winner)} (${LABEL[side as Field]}) and ${quoted(yielding)} (${LABEL[rule.yields]}) cannot both hold, since ${rule.why}: your own words win, so ${quoted(winner)} is left out.`);
      continue;
    }
    p[rule.yields] = undefined as P[Field];
    const by = winner ? `${quoted(winner)} (${LABEL[side as Field]})` : "what you wrote";
    notes.push(
      rule.repeats
        ? `${quoted(yielding)} (${LABEL[rule.yields]}) is said by ${by}, so the prompt says it once.`
        : `${quoted(yielding)} (${LABEL[rule.yields]}) and ${by} cannot both hold, since ${rule.why}: ${by} wins, so ${quoted(yielding)} is left out.`,
    );
  }
  return { parts: withCuesForDetail(p), notes };
}

/** A style's stock cues that ask for fine detail ("stippling"), which a low detail level rules out. */
const FINE_CUE = /\b(stippl\w*|intricate|fine|finely|detail\w*|cross-?hatch\w*|filigree|ornate|textures?|high-tech)\b/i;
/** At or below this, the detail slider asks for a spare image. */
const LOW_DETAIL = 0.3;

/** The style's cues without those a low detail level contradicts: the user's slider wins over our stock words. */
function withCuesForDetail<P extends ConflictParts>(p: P): P {
  if (!p.detailSet || p.detailValue > LOW_DETAIL + 1e-9 || p.style?.cues === undefined) return p;
  const cues = p.style.cues
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c !== "" && !FINE_CUE.test(c));
  return { ...p, style: { ...p.style, cues: cues.length > 0 ? cues.join(", ") : undefined } };
}
