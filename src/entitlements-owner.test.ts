// @vitest-environment node
/**
 * Plans and allowances have one owner, src/server/entitlements/: no other file of src reads or writes the
 * `subscriptions` table or a team's pool (the plan and allowance columns of `teams`), and the module depends on no
 * module that calls it. The schema and its migrations declare the tables; tests set up the rows they need.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, sourceProject } from "../tests/support/source-project";

const project = sourceProject();
const root = ROOT;
const relative = (file: string) => path.relative(root, file).split(path.sep).join("/");

const OWNER = "src/server/entitlements/";
const SCHEMA = /^src\/server\/db\/schema[^/]*\.ts$/;
/** The columns of `teams` that hold its pool (schema-teams.ts); the others (name, seats) belong to the teams module. */
const POOL_COLUMNS = new Set(["planId", "remainingGenerations", "totalGenerations", "currentPeriodStart", "currentPeriodEnd"]);
/** Raw SQL naming the tables' own words: the table, or a column only the two allowance tables have. */
const RAW_SQL = /\bsubscriptions\b|\bremaining_generations\b|\bcurrent_period_(start|end)\b|\bcancel_at_period_end\b/;

/** The file of src an import of `file` names, relative to the root; undefined for packages. */
function resolved(specifier: string, file: string): string | undefined {
  const target = project.resolve(specifier, file);
  return target && !target.includes("node_modules") ? relative(target) : undefined;
}

/** Whether `file` may touch the tables: the owner, the schema and migrations, and tests with their support. */
function exempt(file: string): boolean {
  return (
    file.startsWith(OWNER) ||
    SCHEMA.test(file) ||
    file.startsWith("src/server/db/migrations/") ||
    file.startsWith("src/server/testing/") ||
    /\.test\.tsx?$/.test(file)
  );
}

/** The method calls of a chain such as `db.select().from(teams).where(…)`, innermost first. */
function chainOf(call: ts.CallExpression): { name: string; args: readonly ts.Expression[] }[] {
  const chain: { name: string; args: readonly ts.Expression[] }[] = [];
  let node: ts.Expression = call;
  while (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    chain.unshift({ name: node.expression.name.text, args: node.arguments });
    node = node.expression.expression;
  }
  return chain;
}

/** Every way `text` (the source of `file`) reaches the subscriptions table or a team's pool, one line each. */
export function ownershipViolations(file: string, text: string): string[] {
  // Most files name neither table: parsing them would find nothing.
  if (!/teams|subscriptions/.test(text) && !RAW_SQL.test(text)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${relative(file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`);
  // The names the schema's `subscriptions` and `teams` have here, and namespace imports of the schema.
  const teamsNames = new Set<string>();
  const schemaNamespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !SCHEMA.test(resolved(specifier.text, file) ?? "")) continue;
    const bindings = ts.isImportDeclaration(statement) ? statement.importClause?.namedBindings : statement.exportClause;
    if (bindings && ts.isNamespaceImport(bindings)) schemaNamespaces.add(bindings.name.text);
    if (!bindings || !(ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (imported === "subscriptions") at(element, "imports the subscriptions table");
      if (imported === "teams") teamsNames.add(element.name.text);
    }
  }
  const isTeams = (node: ts.Node) =>
    (ts.isIdentifier(node) && teamsNames.has(node.text)) ||
    (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && schemaNamespaces.has(node.expression.text) && node.name.text === "teams");
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      if (ts.isIdentifier(node.expression) && schemaNamespaces.has(node.expression.text) && node.name.text === "subscriptions") {
        at(node, "reads the subscriptions table through the schema");
      }
      if (isTeams(node.expression) && POOL_COLUMNS.has(node.name.text)) at(node, `names the team pool's column ${node.name.text}`);
    }
    if (ts.isCallExpression(node)) {
      const chain = chainOf(node);
      const last = chain.at(-1);
      const onTeams = chain.findIndex((step) => ["from", "update", "insert"].includes(step.name) && step.args.some(isTeams));
      // A whole row of teams carries its pool; a write of teams may write it.
      if (last?.name === "from" && onTeams === chain.length - 1 && chain.at(-2)?.name === "select" && chain.at(-2)!.args.length === 0) {
        at(node, "selects whole rows of teams, pool included");
      }
      if (onTeams >= 0 && (last?.name === "set" || last?.name === "values")) {
        for (const arg of last.args) {
          if (!ts.isObjectLiteralExpression(arg)) continue;
          for (const property of arg.properties) {
            if (property.name && ts.isIdentifier(property.name) && POOL_COLUMNS.has(property.name.text)) {
              at(property, `writes the team pool's column ${property.name.text}`);
            }
          }
        }
      }
    }
    const rawSql =
      (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === "sql") ||
      (ts.isCallExpression(node) && node.expression.getText(source) === "sql.raw");
    if (rawSql && RAW_SQL.test(node.getText(source))) at(node, "names the subscriptions table or an allowance column in SQL");
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the entitlements module", () => {
  const files = project.fileNames.filter((file) => relative(file).startsWith("src/"));

  it("alone reads and writes subscriptions and the team pool", () => {
    const checked = files.filter((file) => !exempt(relative(file)));
    expect(checked.length).toBeGreaterThan(300);
    expect(checked.flatMap((file) => ownershipViolations(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("depends on no server module but the database, HTTP errors and the clock", () => {
    const allowed = /^src\/(domain\/|server\/(entitlements\/|db\/|http\/errors\.ts$|clock\.ts$))/;
    const reached = files
      .filter((file) => relative(file).startsWith(OWNER) && !/\.test\.ts$/.test(file))
      .flatMap((file) =>
        ts
          .preProcessFile(readFileSync(file, "utf8"), true, true)
          .importedFiles.map((i) => resolved(i.fileName, file))
          .filter((target): target is string => target !== undefined && !allowed.test(target))
          .map((target) => `${relative(file)} imports ${target}`),
      );
    expect(reached).toEqual([]);
  });

  it("finds each way around it", () => {
    const planted = path.join(root, "src/server/billing/planted.ts");
    const text = `
      import { and, eq, sql } from "drizzle-orm";
      import { subscriptions as s } from "../db/schema-billing";
import { teams } from "../db/schema-teams";
      import * as schema from "../db/schema";
      export const a = (db) => db.select({ used: teams.remainingGenerations, name: teams.name }).from(teams);
      export const b = (db) => db.select().from(teams).where(eq(teams.id, "t"));
      export const c = (db) => db.update(teams).set({ seatLimit: 3, totalGenerations: 9 }).where(eq(teams.id, "t"));
      export const d = sql\`left join subscriptions on user_id = id\`;
      export const e = sql.raw("select current_period_end from teams");
      export const f = (db) => db.select().from(schema.subscriptions);
      export const g = (db) => db.select({ name: teams.name }).from(teams).where(eq(teams.seatLimit, 3));
    `;
    expect(ownershipViolations(planted, text).map((line) => line.replace(/^[^ ]+ /, ""))).toEqual([
      "imports the subscriptions table",
      "names the team pool's column remainingGenerations",
      "selects whole rows of teams, pool included",
      "writes the team pool's column totalGenerations",
      "names the subscriptions table or an allowance column in SQL",
      "names the subscriptions table or an allowance column in SQL",
      "reads the subscriptions table through the schema",
    ]);
  });
});
