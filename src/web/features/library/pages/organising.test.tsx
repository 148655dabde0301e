import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PLANS, savedPromptLimitMessage } from "@/domain/plans";
import { renderAt } from "@/web/testing/render-at";
import { apiError, fakeApi, type FakeRequest } from "../../../../../tests/support/fake-api";
import { page, samplePrompt } from "../test-support";
import { SavedPromptsPage } from "./saved-prompts-page";

const renderPage = () => renderAt("/saved-prompts", <SavedPromptsPage />);
const card = (title: string) => screen.getByRole("article", { name: title });
const withClipboard = (writeText = vi.fn(async (_text: string) => {})) => {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
};

const TEMPLATE = samplePrompt({
  title: "Blog post",
  content: "Write about {{topic}} for {{audience}}. Keep {x} as it is.",
  variables: ["topic", "audience"],
  variableValues: { audience: "developers" },
});

describe("organising saved prompts", () => {
  it("lists a prompt's variables and fills them in: last values first, a live preview, then Copy", async () => {
    const writeText = withClipboard();
    const api = fakeApi({
      "GET /api/saved-prompts": page([TEMPLATE]),
      "POST /api/saved-prompts/:id/use": ({ body }: FakeRequest) => ({
        body: { ...TEMPLATE, useCount: 1, variableValues: (body as { values: Record<string, string> }).values },
      }),
    });
    renderPage();
    await screen.findByRole("article", { name: "Blog post" });
    const chips = within(card("Blog post")).getByRole("list", { name: "Variables" });
    expect(within(chips).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["{{topic}}", "{{audience}}"]);

    fireEvent.click(within(card("Blog post")).getByRole("button", { name: "Use" }));
    const dialog = await screen.findByRole("dialog", { name: "Use prompt" });
    const topic = within(dialog).getByLabelText("topic") as HTMLInputElement;
    expect(topic.value).toBe("");
    expect((within(dialog).getByLabelText("audience") as HTMLInputElement).value).toBe("developers");
    const preview = within(dialog).getByTestId("use-prompt-preview");
    expect(preview.textContent).toBe("Write about {{topic}} for developers. Keep {x} as it is.");
    // A variable still to fill in is marked in the preview.
    expect(preview.querySelector("mark")?.textContent).toBe("{{topic}}");

    fireEvent.change(topic, { target: { value: "cats" } });
    expect(preview.textContent).toBe("Write about cats for developers. Keep {x} as it is.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    await within(dialog).findByText("Copied");
    expect(writeText).toHaveBeenCalledWith("Write about cats for developers. Keep {x} as it is.");
    await waitFor(() =>
      expect(api.sent("POST /api/saved-prompts/:id/use").map((r) => r.body)).toEqual([{ values: { topic: "cats", audience: "developers" } }]),
    );
    expect(api.sent("POST /api/saved-prompts/:id/use")[0]?.path).toBe(`/api/saved-prompts/${TEMPLATE.id}/use`);
  });

  it("starts a variable without a last value empty, whatever its name", async () => {
    withClipboard();
    const odd = samplePrompt({ title: "Odd", content: "{{constructor}}", variables: ["constructor"], variableValues: {} });
    fakeApi({ "GET /api/saved-prompts": page([odd]) });
    renderPage();
    await screen.findByRole("article", { name: "Odd" });
    fireEvent.click(within(card("Odd")).getByRole("button", { name: "Use" }));
    const dialog = await screen.findByRole("dialog", { name: "Use prompt" });
    expect((within(dialog).getByLabelText("constructor") as HTMLInputElement).value).toBe("");
  });

  it("says when the clipboard refuses, and counts no use", async () => {
    withClipboard(vi.fn(async () => Promise.reject(new Error("denied"))));
    const api = fakeApi({ "GET /api/saved-prompts": page([TEMPLATE]) });
    renderPage();
    await screen.findByRole("article", { name: "Blog post" });
    fireEvent.click(within(card("Blog post")).getByRole("button", { name: "Use" }));
    const dialog = await screen.findByRole("dialog", { name: "Use prompt" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Could not copy to clipboard");
    expect(api.sent("POST /api/saved-prompts/:id/use")).toEqual([]);
  });

  it("offers Use only for a prompt with variables; Copy of any prompt counts a use", async () => {
    const writeText = withClipboard();
    const plain = samplePrompt({ title: "Plain", content: "No variables, {{ not-one }}." });
    const api = fakeApi({
      "GET /api/saved-prompts": page([plain]),
      "POST /api/saved-prompts/:id/use": { body: { ...plain, useCount: 1 } },
    });
    renderPage();
    await screen.findByRole("article", { name: "Plain" });
    expect(within(card("Plain")).queryByRole("button", { name: "Use" })).toBeNull();
    expect(within(card("Plain")).queryByRole("list", { name: "Variables" })).toBeNull();
    fireEvent.click(within(card("Plain")).getByRole("button", { name: "Copy" }));
    await screen.findByText("Copied to clipboard");
    expect(writeText).toHaveBeenCalledWith("No variables, {{ not-one }}.");
    await waitFor(() => expect(api.sent("POST /api/saved-prompts/:id/use").map((r) => r.body)).toEqual([{ values: {} }]));
  });

  it("pins a prompt with a toggle that says whether it is pressed, and fetches the list again", async () => {
    const prompt = samplePrompt({ title: "Keeper" });
    let pinned = false;
    const api = fakeApi({
      "GET /api/saved-prompts": () => page([{ ...prompt, pinned }]),
      "PUT /api/saved-prompts/:id/pin": ({ body }: FakeRequest) => {
        pinned = (body as { pinned: boolean }).pinned;
        return { body: { ...prompt, pinned } };
      },
    });
    renderPage();
    await screen.findByRole("article", { name: "Keeper" });
    const toggle = within(card("Keeper")).getByRole("button", { name: "Pin" });
    expect(toggle.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(toggle);
    await screen.findByText("Prompt pinned");
    await waitFor(() => expect(within(card("Keeper")).getByRole("button", { name: "Pin" }).getAttribute("aria-pressed")).toBe("true"));
    expect(api.sent("PUT /api/saved-prompts/:id/pin").map((r) => r.body)).toEqual([{ pinned: true }]);
    expect(api.sent("GET /api/saved-prompts").length).toBeGreaterThanOrEqual(2);

    fireEvent.click(within(card("Keeper")).getByRole("button", { name: "Pin" }));
    await screen.findByText("Prompt unpinned");
    expect(api.sent("PUT /api/saved-prompts/:id/pin").map((r) => r.body)).toEqual([{ pinned: true }, { pinned: false }]);
  });

  it("duplicates a prompt, or says the plan has no room for the copy", async () => {
    const prompt = samplePrompt({ title: "Original" });
    let full = false;
    const api = fakeApi({
      "GET /api/saved-prompts": page([prompt]),
      "POST /api/saved-prompts/:id/duplicate": () =>
        full
          ? apiError(403, "saved_prompts_limit", savedPromptLimitMessage(PLANS.free))
          : { status: 201, body: { ...prompt, id: "00000000-0000-4000-8000-0000000000aa", title: "Original (copy)" } },
    });
    renderPage();
    await screen.findByRole("article", { name: "Original" });
    fireEvent.click(within(card("Original")).getByRole("button", { name: "Duplicate" }));
    await screen.findByText("Prompt duplicated");
    expect(api.sent("POST /api/saved-prompts/:id/duplicate")[0]?.path).toBe(`/api/saved-prompts/${prompt.id}/duplicate`);
    full = true;
    fireEvent.click(within(card("Original")).getByRole("button", { name: "Duplicate" }));
    await screen.findByText(savedPromptLimitMessage(PLANS.free));
  });

  it("asks for the chosen order, and for prompts with any of the tags", async () => {
    const api = fakeApi({
      "GET /api/saved-prompts/tags": { body: { tags: [{ tag: "seo", count: 1 }, { tag: "blog", count: 1 }] } },
      "GET /api/saved-prompts": page([samplePrompt({ title: "First" })]),
    });
    renderPage();
    await screen.findByRole("article", { name: "First" });
    const sort = screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement;
    expect(sort.value).toBe("newest");
    await waitFor(() => expect(sort.disabled).toBe(false));
    fireEvent.change(sort, { target: { value: "most_used" } });
    await waitFor(() => expect(api.requests.at(-1)?.search).toBe("?sort=most_used"));

    fireEvent.click(screen.getByRole("button", { name: /^Filter/ }));
    fireEvent.click(await screen.findByRole("button", { name: /^seo/ }));
    await waitFor(() => expect(api.requests.at(-1)?.search).toBe("?tags=seo&sort=most_used"));
    const modes = screen.getByRole("group", { name: "Show prompts with" });
    expect((within(modes).getByRole("radio", { name: "All of" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(modes).getByRole("radio", { name: "Any of" }));
    await waitFor(() => expect(api.requests.at(-1)?.search).toBe("?tags=seo&tagMode=any&sort=most_used"));
  });

  it("lists and highlights the variables of the text in the editor as the user types", async () => {
    const prompt = samplePrompt({ title: "Draft", content: "Plain text" });
    fakeApi({ "GET /api/saved-prompts": page([prompt]) });
    renderPage();
    await screen.findByRole("article", { name: "Draft" });
    fireEvent.click(within(card("Draft")).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit prompt" });
    within(dialog).getByText("No variables yet.");
    fireEvent.change(within(dialog).getByLabelText("Prompt"), { target: { value: "About {{topic}} and {{ tone}} and {{topic}}" } });
    const chips = within(dialog).getByRole("list", { name: "Variables" });
    expect(within(chips).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["{{topic}}"]);
    // Behind the box, the same text with each variable marked (malformed braces left as text).
    const highlights = within(dialog).getByTestId("variable-highlights");
    expect(highlights.textContent).toBe("About {{topic}} and {{ tone}} and {{topic}}\u200b");
    expect([...highlights.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["{{topic}}", "{{topic}}"]);
  });
});
