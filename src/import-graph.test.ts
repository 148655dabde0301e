// @vitest-environment node
/**
 * Imports go one way: no module reaches itself again through its imports, and no feature of the web app
 * depends on another that depends back on it. Every kind of import counts (type-only imports and the lazy
 * `import()` of a page too: a cycle closed only by them is still two pieces that cannot be read apart).
 * ESLint (eslint.config.js) keeps each import to a feature on that feature's index.ts; this finds cycles.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { ROOT, sourceProject } from "../tests/support/source-project";

const root = ROOT;
const src = path.join(root, "src") + path.sep;

/** Every module of src and the modules of src it imports. */
function importGraph(): Map<string, string[]> {
  const project = sourceProject();
  const graph = new Map<string, string[]>();
  for (const file of project.fileNames.filter((name) => name.startsWith(src))) {
    const imported = ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles.map((i) => i.fileName);
    const modules = imported
      // Packages are never ours: only relative and @/ imports can close a cycle.
      .filter((name) => name.startsWith(".") || name.startsWith("@/"))
      .map((name) => project.resolve(name, file))
      .filter((resolved): resolved is string => resolved !== undefined && resolved.startsWith(src));
    graph.set(path.relative(root, file), [...new Set(modules)].map((resolved) => path.relative(root, resolved)));
  }
  return graph;
}

/** The groups of nodes that reach each other (Tarjan's strongly connected components), each a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, order.size);
    low.set(node, order.get(node)!);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, order.get(next)!));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const group = stack.splice(stack.indexOf(node));
    if (group.length > 1 || graph.get(node)?.includes(node)) found.push(group.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

/**
 * Which group imports which: files are grouped by `groupOf` (a web feature, a server module), files outside any
 * group left out.
 */
function groupGraph(modules: Map<string, string[]>, groupOf: (file: string) => string | undefined): Map<string, string[]> {
  const feature = (file: string) => groupOf(file.split(path.sep).join("/"));
  const graph = new Map<string, string[]>();
  for (const [file, imports] of modules) {
    const from = feature(file);
    if (from === undefined) continue;
    const to = imports.map(feature).filter((name): name is string => name !== undefined && name !== from);
    graph.set(from, [...new Set([...(graph.get(from) ?? []), ...to])]);
  }
  return graph;
}

/** src/web/features/<name>/… */
const webFeature = (file: string) => /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];
/** src/server/<module>/… ; a file directly in src/server (app.ts, config.ts, clock.ts…) is a module of its own. */
const serverModule = (file: string) => /^src\/server\/([^/]+?)(\/|$)/.exec(file)?.[1];

describe("the import graph", () => {
  const modules = importGraph();

  it("has no module that imports itself back through others", () => {
    expect(modules.size).toBeGreaterThan(300);
    expect(cycles(modules)).toEqual([]);
  });

  it("has features that depend on each other one way only", () => {
    const features = groupGraph(modules, webFeature);
    expect(features.get("settings")).toContain("auth");
    expect(cycles(features)).toEqual([]);
  });

  it("has server modules that depend on each other one way only", () => {
    // Tests may reach across modules (a library test signs users up through auth); the code may not.
    const code = new Map([...modules].filter(([file]) => !file.endsWith(".test.ts")));
    const server = groupGraph(code, serverModule);
    expect(server.get("library")).toContain("entitlements");
    expect(cycles(server)).toEqual([]);
  });

  it("finds a cycle however long, and only the nodes in it", () => {
    const planted = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a", "d"]],
      ["d", []],
      ["e", ["a", "e"]],
    ]);
    expect(cycles(planted)).toEqual([["a", "b", "c"], ["e"]]);
  });
});
