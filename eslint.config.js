import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Imports flow one way: web -> domain, server -> domain; never domain -> web|server, never web <-> server.
const layers = (...groups) => groups.map((g) => ({ group: [`@/${g}/*`, `**/${g}/*`], message: `Do not import ${g} from here.` }));
const forbid = (...patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
const WEB = layers("server");

// Inside the web app as well: app -> features -> lib and components. A feature is entered only through its
// index.ts, from the app and from other features alike, never through a file inside it (by alias or by a
// relative path); src/import-graph.test.ts checks that no two features depend on each other both ways.
const FEATURES = readdirSync(new URL("./src/web/features", import.meta.url));
const intoFeature = (names) => ({
  regex: `^(@/web/features/|(\\.{1,2}/)+(features/)?)(${names.join("|")})/.`,
  message: "Import another feature only through its index.ts (@/web/features/<name>).",
});
const featureRules = FEATURES.map((name) => ({
  files: [`src/web/features/${name}/**/*.{ts,tsx}`],
  rules: forbid(...WEB, intoFeature(FEATURES.filter((other) => other !== name)), {
    regex: "^(@/web/|(\\.\\./)+)app(/|$)",
    message: "Features do not import the app shell (src/web/app).",
  }),
}));

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "src/server/db/migrations/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid(...WEB, intoFeature(FEATURES)) },
  },
  ...featureRules,
  {
    files: ["src/web/lib/**/*.{ts,tsx}", "src/web/components/**/*.{ts,tsx}"],
    rules: forbid(...WEB, {
      regex: "^(@/web/|(\\.\\./)+)(features|app)(/|$)",
      message: "web/lib and web/components sit below the features and the app shell: do not import those here.",
    }),
  },
  // The one test render helper assembles the providers as main.tsx and server-render.tsx do, eager where the
  // app loads them lazily, so it may reach inside the auth feature.
  { files: ["src/web/testing/**/*.{ts,tsx}"], rules: forbid(...WEB) },
  { files: ["src/domain/**/*.ts"], rules: forbid(...layers("server", "web")) },
  // The one exception: the web's API client (and the test fakes typed by it) import the *types* of the server's
  // route declarations, server/api.ts; no code crosses.
  {
    files: ["src/web/lib/api-client.ts", "tests/support/fake-api.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["@/server/*", "!@/server/api"], message: "Do not import server from here." },
            { group: ["@/server/api"], allowTypeImports: true, message: "Only the types of the API." },
          ],
        },
      ],
    },
  },
  { files: ["src/server/**/*.ts"], rules: { ...forbid(...layers("web")), "no-console": "error" } },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.js"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly" } },
  },
);
