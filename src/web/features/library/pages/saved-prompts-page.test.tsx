import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { LIBRARY_MESSAGES } from "@/domain/library";
import { USE_INPUTS_KEY } from "@/web/lib/builder-hand-over";
import { apiError, fakeApi, type FakeRequest, pending } from "../../../../../tests/support/fake-api";
import { SKELETON_CARDS } from "../components/card-grid";
import { currentLocation, renderAt } from "@/web/testing/render-at";
import { page, samplePrompt } from "../test-support";
import { SavedPromptsPage } from "./saved-prompts-page";

const TAGS = { body: { tags: [{ tag: "launch", count: 2 }, { tag: "seo", count: 1 }] } };
const renderPage = () => renderAt("/saved-prompts", <SavedPromptsPage />);
const card = (title: string) => screen.getByRole("article", { name: title });

describe("SavedPromptsPage", () => {
  beforeEach(() => sessionStorage.clear());

  it("shows six skeleton cards while loading", async () => {
    fakeApi({ "GET /api/saved-prompts": pending });
    renderPage();
    screen.getByRole("heading", { level: 1, name: "Saved Prompts" });
    expect(screen.getAllByTestId("skeleton-card")).toHaveLength(SKELETON_CARDS);
    expect(SKELETON_CARDS).toBe(6);
    screen.getByText("Loading saved prompts");
  });

  it("says so when nothing is saved yet", async () => {
    fakeApi({ "GET /api/saved-prompts": page([]) });
    renderPage();
    await screen.findByText(LIBRARY_MESSAGES.noPrompts);
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("renders cards with title, type and tags, user text as text", async () => {
    const evil = '<img src=x onerror="window.__xss=1">';
    fakeApi({ "GET /api/saved-prompts": page([samplePrompt({ title: evil, content: "<b>bold?</b>", promptType: "art", tags: ["a"] })]) });
    renderPage();
    const article = await screen.findByRole("article", { name: evil });
    expect(article.querySelector("img, b")).toBeNull();
    within(article).getByText("Art");
    within(within(article).getByRole("list", { name: "Tags" })).getByText("a");
    expect(within(article).getByTestId("prompt-content").textContent).toBe("<b>bold?</b>");
  });

  it("filters by tags, counts them on the Filter button, and clears filters when nothing matches", async () => {
    const api = fakeApi({
      "GET /api/saved-prompts/tags": TAGS,
      "GET /api/saved-prompts": ({ search }) => {
        const tags = new URLSearchParams(search).get("tags");
        if (tags === "launch,seo") return page([]);
        if (tags === "seo") return page([samplePrompt({ title: "Only seo" })]);
        return page([samplePrompt({ title: "First" }), samplePrompt({ title: "Only seo" })]);
      },
    });
    renderPage();
    await screen.findByRole("article", { name: "First" });
    const filter = screen.getByRole("button", { name: /^Filter/ });
    expect(filter.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByTestId("filter-count")).toBeNull();

    fireEvent.click(filter);
    expect(filter.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(await screen.findByRole("button", { name: /^seo/ }));
    expect(screen.getByTestId("filter-count").textContent).toContain("1");
    expect(filter.textContent).toContain("1 tag selected");
    await waitFor(() => expect(screen.queryByRole("article", { name: "First" })).toBeNull());
    screen.getByRole("article", { name: "Only seo" });
    expect(screen.getByRole("button", { name: /^seo/ }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: /^launch/ }));
    expect(screen.getByTestId("filter-count").textContent).toContain("2");
    await screen.findByText(LIBRARY_MESSAGES.noPromptsMatch);
    expect(api.requests.at(-1)?.search).toBe("?tags=launch%2Cseo");

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await screen.findByRole("article", { name: "First" });
    expect(screen.queryByTestId("filter-count")).toBeNull();
  });

  it("searches once typing pauses", async () => {
    const api = fakeApi({
      "GET /api/saved-prompts": ({ search }) =>
        new URLSearchParams(search).get("q") === "zzz" ? page([]) : page([samplePrompt({ title: "First" })]),
    });
    renderPage();
    await screen.findByRole("article", { name: "First" });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search saved prompts" }), { target: { value: "z" } });
    fireEvent.change(screen.getByRole("searchbox", { name: "Search saved prompts" }), { target: { value: "zzz" } });
    await screen.findByText(LIBRARY_MESSAGES.noPromptsMatch);
    // One request for the first load and one for the settled search: none for 'z'.
    expect(api.sent("GET /api/saved-prompts").map((r) => r.search)).toEqual(["", "?q=zzz"]);
  });

  it("offers Retry when the list fails to load", async () => {
    let fail = true;
    fakeApi({
      "GET /api/saved-prompts": () => (fail ? apiError(500, "internal_error", "Boom") : page([samplePrompt({ title: "Back" })])),
    });
    renderPage();
    await screen.findByText(LIBRARY_MESSAGES.loadPromptsFailed);
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("article", { name: "Back" });
  });

  it("checks the edit dialog before sending: title and prompt may not be blank", async () => {
    const prompt = samplePrompt({ title: "Old title" });
    const api = fakeApi({
      "GET /api/saved-prompts": page([prompt]),
      [`PATCH /api/saved-prompts/${prompt.id}`]: ({ body }: FakeRequest) => ({
        body: { ...prompt, ...(body as object), tags: ["x", "y"] },
      }),
    });
    renderPage();
    await screen.findByRole("article", { name: "Old title" });
    fireEvent.click(within(card("Old title")).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit prompt" });
    const title = within(dialog).getByLabelText("Title") as HTMLInputElement;
    const content = within(dialog).getByLabelText("Prompt") as HTMLTextAreaElement;
    expect(title.value).toBe("Old title");
    expect(within(dialog).getByLabelText("Tags")).toHaveProperty("value", "launch, seo");

    fireEvent.change(title, { target: { value: "   " } });
    fireEvent.change(content, { target: { value: "" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await within(dialog).findByText("Please enter a title");
    within(dialog).getByText("Please enter a prompt");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(api.sent(`PATCH /api/saved-prompts/${prompt.id}`)).toEqual([]);

    fireEvent.change(title, { target: { value: "New title" } });
    fireEvent.change(content, { target: { value: "New text" } });
    fireEvent.change(within(dialog).getByLabelText("Tags"), { target: { value: "x, , y" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await screen.findByText("Prompt updated successfully");
    expect(api.sent(`PATCH /api/saved-prompts/${prompt.id}`)[0]?.body).toEqual({ title: "New title", content: "New text", tags: "x, , y" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the API's field errors and the spec's text when an edit fails", async () => {
    const prompt = samplePrompt({ title: "Old title" });
    fakeApi({
      "GET /api/saved-prompts": page([prompt]),
      [`PATCH /api/saved-prompts/${prompt.id}`]: {
        status: 400,
        body: { error: { code: "invalid_input", message: "Some fields are invalid.", fields: { "tags.0": ["A tag can have at most 40 characters"] } } },
      },
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Old title" })).getByRole("button", { name: "Edit" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit prompt" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await screen.findByText(LIBRARY_MESSAGES.updatePromptFailed);
    within(dialog).getByText("A tag can have at most 40 characters");
  });

  it("deletes after confirmation, and reports a failure", async () => {
    const keep = samplePrompt({ title: "Keep" });
    const gone = samplePrompt({ title: "Gone" });
    let items = [keep, gone];
    let failDelete = true;
    fakeApi({
      "GET /api/saved-prompts": () => page(items),
      [`DELETE /api/saved-prompts/${gone.id}`]: () => {
        if (failDelete) return apiError(500, "internal_error", "Boom");
        items = [keep];
        return { status: 204 };
      },
    });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Gone" })).getByRole("button", { name: "Delete" }));
    let dialog = await screen.findByRole("dialog", { name: "Delete prompt" });
    within(dialog).getByText("“Gone”");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await screen.findByText(LIBRARY_MESSAGES.deletePromptFailed);
    // The page behind the open dialog is hidden from assistive technology, not gone.
    screen.getByRole("article", { name: "Gone", hidden: true });

    failDelete = false;
    dialog = screen.getByRole("dialog", { name: "Delete prompt" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await screen.findByText("Prompt deleted successfully");
    await waitFor(() => expect(screen.queryByRole("article", { name: "Gone" })).toBeNull());
    screen.getByRole("article", { name: "Keep" });
  });

  it("hands the inputs and the prompt, with its parts, to the builder of its type", async () => {
    const parts = { negativePrompt: "people", parameters: { steps: 30 }, notes: ["A note."] };
    const prompt = samplePrompt({ title: "Reuse me", content: "The saved text.", ...parts });
    fakeApi({ "GET /api/saved-prompts": page([prompt]) });
    renderPage();
    fireEvent.click(within(await screen.findByRole("article", { name: "Reuse me" })).getByRole("button", { name: "Use Inputs" }));
    expect(currentLocation()).toBe("/build-text");
    expect(JSON.parse(sessionStorage.getItem(USE_INPUTS_KEY)!)).toEqual({
      type: "text",
      inputs: prompt.inputData,
      prompt: "The saved text.",
      parts,
    });
  });

  it("loads the next page with Load more", async () => {
    const api = fakeApi({
      "GET /api/saved-prompts": ({ search }) =>
        search.includes("cursor=c1") ? page([samplePrompt({ title: "Older" })]) : page([samplePrompt({ title: "Newer" })], "c1"),
    });
    renderPage();
    await screen.findByRole("article", { name: "Newer" });
    fireEvent.click(screen.getByRole("button", { name: "Load more prompts" }));
    await screen.findByRole("article", { name: "Older" });
    screen.getByRole("article", { name: "Newer" });
    expect(api.sent("GET /api/saved-prompts").at(-1)?.search).toBe("?cursor=c1");
    expect(screen.queryByRole("button", { name: "Load more prompts" })).toBeNull();
  });
});
