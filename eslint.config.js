import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Imports flow one way: web -> domain, server -> domain; never domain -> web|server, never web <-> server.
const forbid = (...groups) => ({
  "no-restricted-imports": [
    "error",
    { patterns: groups.map((g) => ({ group: [`@/${g}/*`, `**/${g}/*`], message: `Do not import ${g} from here.` })) },
  ],
});

export default tseslint.config(
  { ignores: ["dist/", "data/", "node_modules/", "src/server/db/migrations/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...forbid("server") },
  },
  { files: ["src/domain/**/*.ts"], rules: forbid("server", "web") },
  { files: ["src/server/**/*.ts"], rules: { ...forbid("web"), "no-console": "error" } },
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
