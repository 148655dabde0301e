// @vitest-environment node
/**
 * A feature writes only its own query cache: no feature sets, invalidates, resets or removes a query whose key it took
 * from another feature. Where one feature's action changes what another shows (a generation spends the allowance
 * billing and teams show), the owner exports what to call (billing's `personalAllowance`, teams' `teamAllowance`).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, sourceProject } from "../../tests/support/source-project";

const CACHE_WRITES = /\.(setQueryData|setQueriesData|invalidateQueries|refetchQueries|resetQueries|removeQueries)\(/g;

/** The cache writes in `source` (a file of `feature`) that name something imported from another feature. */
export function foreignCacheWrites(feature: string, source: string): string[] {
  const foreign = new Map<string, string>();
  for (const [, names, from] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"@\/web\/features\/([\w-]+)"/g)) {
    if (from === feature) continue;
    for (const name of names!.split(",")) {
      const local = name.replace(/^\s*type\s+/, "").split(/\s+as\s+/).pop()!.trim();
      if (local) foreign.set(local, from!);
    }
  }
  const found: string[] = [];
  for (const write of source.matchAll(CACHE_WRITES)) {
    // The call's arguments: up to the parenthesis that closes it.
    let depth = 0;
    let end = write.index! + write[0].length - 1;
    for (; end < source.length; end++) {
      if (source[end] === "(") depth++;
      else if (source[end] === ")" && --depth === 0) break;
    }
    const args = source.slice(write.index!, end);
    for (const [name, from] of foreign) if (new RegExp(`\\b${name}\\b`).test(args)) found.push(`${write[1]} with ${name} (${from})`);
  }
  return found;
}

describe("the web app's query caches", () => {
  it("are written only by the feature that owns them", () => {
    const features = path.join(ROOT, "src/web/features") + path.sep;
    const files = sourceProject().fileNames.filter((file) => file.startsWith(features) && !/\.test\.tsx?$/.test(file));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => {
      const feature = path.relative(features, file).split(path.sep)[0]!;
      return foreignCacheWrites(feature, readFileSync(file, "utf8")).map((write) => `${path.relative(ROOT, file)}: ${write}`);
    });
    expect(found).toEqual([]);
  });

  it("finds a write to another feature's cache, and leaves its own and a read alone", () => {
    const source = [
      'import { currentTeamQuery as team } from "@/web/features/teams";',
      'import { ownKey } from "@/web/features/builder";',
      "queryClient.setQueryData(team.queryKey, (t) => ({ ...t, allowance }));",
      "queryClient.invalidateQueries({ queryKey: ownKey });",
      "queryClient.getQueryData(team.queryKey);",
    ].join("\n");
    expect(foreignCacheWrites("builder", source)).toEqual(["setQueryData with team (teams)"]);
  });
});
