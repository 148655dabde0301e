// `npm run eval`: the public evaluation set through the built-in composer, scored by the checks that can be written
// as code. Prints one row per group (image per target, text, Improve) and the failures under it; figures go in
// docs/prompt-quality.md by hand.
import { composePrompt } from "@/domain/builders";
import { CASES, type EvalCase } from "./cases";
import { CHECKS } from "./checks";

const groupOf = (c: EvalCase) => (c.request.promptType === "art" ? `image: ${c.request.target || "generic"}` : c.group);

interface Tally {
  cases: number;
  passed: Record<string, number>;
  applied: Record<string, number>;
  failures: string[];
}

const tallies = new Map<string, Tally>();
for (const c of CASES) {
  const group = groupOf(c);
  const tally = tallies.get(group) ?? { cases: 0, passed: {}, applied: {}, failures: [] };
  tallies.set(group, tally);
  tally.cases += 1;
  const result = composePrompt(c.request);
  for (const [name, check] of Object.entries(CHECKS)) {
    const verdict = check(c, result);
    if (verdict === undefined) continue;
    tally.applied[name] = (tally.applied[name] ?? 0) + 1;
    if (verdict === true) tally.passed[name] = (tally.passed[name] ?? 0) + 1;
    else tally.failures.push(`${c.name}: ${name}: ${verdict}`);
  }
}

const names = Object.keys(CHECKS);
const cell = (t: Tally, name: string) => (t.applied[name] ? `${t.passed[name] ?? 0}/${t.applied[name]}` : "–");
console.log(`| group | cases | ${names.join(" | ")} |`);
console.log(`| --- | ---: | ${names.map(() => "---:").join(" | ")} |`);
let passed = 0;
let applied = 0;
for (const [group, t] of [...tallies].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`| ${group} | ${t.cases} | ${names.map((n) => cell(t, n)).join(" | ")} |`);
  for (const n of names) {
    passed += t.passed[n] ?? 0;
    applied += t.applied[n] ?? 0;
  }
}
console.log(`\n${CASES.length} cases, ${passed} of ${applied} checks hold.`);
const failures = [...tallies.values()].flatMap((t) => t.failures);
if (failures.length > 0) console.log(`\nFailures:\n${failures.map((f) => `- ${f}`).join("\n")}`);
