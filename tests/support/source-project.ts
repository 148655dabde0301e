import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

/** The repository's root folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * The project as tsconfig.json sees it, for tests that read the source: its files, and where an import of one of
 * them leads (resolved as the compiler resolves it, `@/` included).
 */
export function sourceProject() {
  const config = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, "tsconfig.json"), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  })!;
  const cache = ts.createModuleResolutionCache(ROOT, (name) => name, config.options);
  return {
    fileNames: config.fileNames,
    /** The file `specifier` names when `file` imports it; undefined when it resolves to nothing. */
    resolve: (specifier: string, file: string): string | undefined =>
      ts.resolveModuleName(specifier, file, config.options, ts.sys, cache).resolvedModule?.resolvedFileName,
  };
}
