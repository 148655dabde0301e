import { describe, expect, it } from "vitest";
import { signUpInBrowser, useJourney } from "../support/journey";
import { BUDGETS_KB, builtChunkOf, MAX_SCRIPT_FILES, measureScripts, signedInFiles } from "../support/web-budget";

// Sizes, not timings: the same build always downloads the same bytes, so these budgets can gate CI.
describe("web budgets", () => {
  const journey = useJourney();

  it("public pages download none of the signed-in app; the landing page at most 100 KB of gzipped JavaScript", async () => {
    const appFiles = signedInFiles();
    expect(appFiles.size).toBeGreaterThan(5);
    for (const path of ["/", "/landing", "/about", "/contact", "/terms", "/privacy", "/refunds", "/login", "/signup"]) {
      const page = await journey.browser.newPage();
      const scripts = await measureScripts(page, journey.url(path));
      await page.close();
      expect(scripts.files.filter((file) => appFiles.has(file)), path).toEqual([]);
      expect(scripts.files.length, `${path}: ${scripts.files.join(", ")}`).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
      if (path === "/" || path === "/landing") {
        expect(scripts.gzipKb, `${path}: ${scripts.gzipKb.toFixed(1)} KB`).toBeLessThanOrEqual(BUDGETS_KB.landing);
      }
    }
  });

  it("the text builder downloads at most 250 KB of gzipped JavaScript, in at most six files, none of Improve a Prompt", async () => {
    const context = await journey.browser.newContext();
    const page = await context.newPage();
    await signUpInBrowser(page, journey.server.url, "budget@example.com");
    const scripts = await measureScripts(page, journey.url("/build-text"));
    // Improve a Prompt's page, with the word diff it draws, loads on /improve (and with a saved prompt's History) only.
    const improvePage = builtChunkOf("improve");
    const improveScripts = await measureScripts(page, journey.url("/improve"));
    await context.close();
    expect(scripts.gzipKb, `${scripts.gzipKb.toFixed(1)} KB`).toBeLessThanOrEqual(BUDGETS_KB.buildText);
    expect(scripts.files.length, scripts.files.join(", ")).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
    expect(scripts.files).not.toContain(improvePage);
    expect(improveScripts.files).toContain(improvePage);
    expect(improveScripts.files.length, improveScripts.files.join(", ")).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
  });

  it("a share link's public page downloads none of the signed-in app, in at most six files", async () => {
    const context = await journey.browser.newContext();
    const owner = await context.newPage();
    await signUpInBrowser(owner, journey.server.url, "sharer@example.com");
    const headers = { origin: journey.server.url };
    const saved = await owner.request.post(journey.url("/api/saved-prompts"), {
      headers,
      data: { title: "Shared", content: "Write about {{topic}}.", promptType: "text" },
    });
    const { id } = (await saved.json()) as { id: string };
    const shared = await owner.request.post(journey.url(`/api/saved-prompts/${id}/share`), { headers, data: { expiresInDays: null } });
    const { url } = (await shared.json()) as { url: string };
    await context.close();

    const visitor = await journey.browser.newPage();
    const scripts = await measureScripts(visitor, journey.url(new URL(url).pathname));
    await visitor.close();
    const appFiles = signedInFiles();
    expect(scripts.files.filter((file) => appFiles.has(file))).toEqual([]);
    expect(scripts.files.length, scripts.files.join(", ")).toBeLessThanOrEqual(MAX_SCRIPT_FILES);
  });
});
