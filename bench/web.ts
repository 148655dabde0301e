import { spawnSync } from "node:child_process";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM } from "../scripts/ensure-chromium.mjs";
import { launchBrowser } from "../tests/support/browser";
import { signedInCookies } from "../tests/support/http-accounts";
import { startServer } from "../tests/support/server-process";
import { startSmtpSink } from "../tests/support/smtp-sink";
import { formatRow, load } from "./load";
import { productionEnv } from "./servers";
import { BUDGETS_KB, MAX_SCRIPT_FILES, measureScripts, signedInFiles } from "../tests/support/web-budget";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const TARGET_SCORE = 95;
/**
 * Lighthouse runs per page and form factor. The simulated phone multiplies the host's own main-thread time by
 * four, so one run swings by 5 to 20 points with whatever else the machine does; the median of several does not.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * What the server's rendering of pages costs: page GETs against GET /api/health on the same server, each
 * page rendered anew (visitor and signed in), compressed as a browser asks.
 */
async function benchPages(url: string, cookie: string) {
  const options = { concurrency: 8, requests: 2000, maxSeconds: 10 };
  console.log("\nPages rendered by the server (8 clients, at most 2,000 requests or 10 s a line):");
  const rows = [await load("GET /api/health", () => fetch(`${url}/api/health`), options)];
  for (const [path, headers, who] of [
    ["/", {}, ""],
    ["/login", {}, ""],
    ["/build-text", { cookie }, " (signed in)"],
  ] as const) {
    rows.push(await load(`GET ${path}${who}`, () => fetch(`${url}${path}`, { headers: { "accept-encoding": "gzip, br", ...headers } }), options));
  }
  for (const row of rows) console.log(`  ${formatRow(row)}`);
}

/** Builds the web app (dist/web), which the server serves and renders pages from. */
export function buildWeb() {
  const build = spawnSync(process.execPath, ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("the web build failed");
}

/** JavaScript budgets and Lighthouse scores on a fresh build served by the real server. */
export async function benchWeb() {
  buildWeb();
  const sink = await startSmtpSink();
  const server = await startServer({ env: productionEnv(sink) });
  try {
    const [account] = await signedInCookies(server.url, 1, "lighthouse", sink.linkTo);
    const browser = await launchBrowser();
    const appFiles = signedInFiles();
    console.log("JavaScript downloaded (gzip -9):");
    for (const path of ["/", "/about", "/contact", "/terms", "/privacy", "/refunds", "/login"]) {
      const page = await browser.newPage();
      const { gzipKb, files } = await measureScripts(page, `${server.url}${path}`);
      await page.close();
      const leaked = files.filter((f) => appFiles.has(f)).length;
      const budget = path === "/" ? ` (budget ${BUDGETS_KB.landing} KB: ${gzipKb <= BUDGETS_KB.landing ? "met" : "MISSED"})` : "";
      console.log(`  ${path.padEnd(12)} ${gzipKb.toFixed(1).padStart(6)} KB in ${files.length} files (at most ${MAX_SCRIPT_FILES}), signed-in app files: ${leaked}${budget}`);
    }
    const context = await browser.newContext();
    await context.setExtraHTTPHeaders({ cookie: account!.cookie });
    const page = await context.newPage();
    const builder = await measureScripts(page, `${server.url}/build-text`);
    console.log(`  ${"/build-text".padEnd(12)} ${builder.gzipKb.toFixed(1).padStart(6)} KB in ${builder.files.length} files (budget ${BUDGETS_KB.buildText} KB: ${builder.gzipKb <= BUDGETS_KB.buildText ? "met" : "MISSED"})`);
    await browser.close();

    await benchPages(server.url, account!.cookie);
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    });
    try {
      const scores: Record<string, Record<string, number>> = {};
      for (const [formFactor, config] of [["mobile", undefined], ["desktop", desktopConfig]] as const) {
        console.log(`\nLighthouse, ${formFactor} (simulated throttling; median of ${RUNS} runs; target ${TARGET_SCORE} in each category):`);
        for (const path of ["/", "/login", "/build-text"]) {
          const runs: Record<(typeof CATEGORIES)[number], number>[] = [];
          const below = new Set<string>();
          // Lighthouse's measure of the host's speed (it expects about 1,000 or more); it moves with the machine's load.
          const hostSpeed: number[] = [];
          for (let run = 0; run < RUNS; run++) {
            const result = await lighthouse(
              `${server.url}${path}`,
              {
                port: chrome.port,
                output: "json",
                logLevel: "error",
                onlyCategories: [...CATEGORIES],
                extraHeaders: path === "/build-text" ? { Cookie: account!.cookie } : undefined,
              },
              config,
            );
            const lhr = result!.lhr;
            // An intermittent failed run (about one in thirty) scores 0: say so and leave it out.
            if (lhr.runtimeError) {
              console.log(`  ${path.padEnd(12)} run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
              continue;
            }
            hostSpeed.push(Math.round(lhr.environment.benchmarkIndex));
            runs.push(Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as (typeof runs)[number]);
            for (const category of CATEGORIES) {
              for (const ref of lhr.categories[category]!.auditRefs) {
                const audit = lhr.audits[ref.id]!;
                if (audit.score !== null && audit.score < 0.9) below.add(`${audit.id} (${audit.displayValue ?? audit.score})`);
              }
            }
          }
          const key = `${formFactor} ${path}`;
          scores[key] = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))]));
          const performance = runs.map((r) => r.performance);
          const row = CATEGORIES.map((c) => `${c} ${scores[key]![c]}`).join(", ");
          console.log(`  ${path.padEnd(12)} ${row} (performance runs: ${performance.join(" ")}; host benchmark index ${Math.min(...hostSpeed)} to ${Math.max(...hostSpeed)})`);
          if (CATEGORIES.some((c) => scores[key]![c]! < TARGET_SCORE)) console.log(`      below target: ${[...below].join(", ")}`);
        }
      }
      return scores;
    } finally {
      await chrome.kill();
    }
  } finally {
    await server.stop();
    await sink.close();
  }
}
