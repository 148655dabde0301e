import { act, fireEvent, screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MSG_FORM_RESET } from "../hooks/use-builder";
import { renderAt } from "@/web/testing/render-at";
import { choose, mockApi, shownOption } from "../test-support";
import { BuildArtPage } from "./build-art-page";
import { BuildTextPage } from "./build-text-page";

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const slider = (name: string) => screen.getByRole("slider", { name }) as HTMLInputElement;
const resetButton = () => screen.getByRole("button", { name: "Reset form" });

/** The reset's toast and its Undo button. */
async function undoButton() {
  const shown = (await screen.findByText(MSG_FORM_RESET)).closest("[data-sonner-toast]") as HTMLElement;
  return within(shown).getByRole("button", { name: "Undo" });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => void toast.dismiss());
});

describe("Reset form", () => {
  it("resets the text builder at once, and Undo brings back every field as it was", async () => {
    mockApi();
    renderAt("/build-text", <BuildTextPage />);
    await screen.findByRole("button", { name: "Reset form" });
    choose("Industry", "Other (Custom)");
    fireEvent.change(field("Custom industry"), { target: { value: "Beekeeping" } });
    choose("Tone of Voice", "Friendly");
    fireEvent.change(slider("Creativity Level"), { target: { value: "0.8" } });
    fireEvent.click(screen.getByRole("switch", { name: "SEO Optimization" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Company" }));
    fireEvent.change(field("Additional Customization"), { target: { value: "Mention the spring sale." } });

    fireEvent.click(resetButton());
    expect(shownOption("Industry")).toBe("Select Industry");
    expect(screen.queryByLabelText("Custom industry")).toBeNull();
    expect(shownOption("Tone of Voice")).toBe("Select Tone of Voice");
    expect(slider("Creativity Level").value).toBe("0.5");
    expect(screen.getByRole("switch", { name: "SEO Optimization" }).getAttribute("aria-checked")).toBe("false");
    expect((screen.getByRole("checkbox", { name: "Company" }) as HTMLInputElement).checked).toBe(false);
    expect(field("Additional Customization").value).toBe("");

    fireEvent.click(await undoButton());
    expect(shownOption("Industry")).toBe("Other (Custom)");
    expect(field("Custom industry").value).toBe("Beekeeping");
    expect(shownOption("Tone of Voice")).toBe("Friendly");
    expect(slider("Creativity Level").value).toBe("0.8");
    expect(screen.getByRole("switch", { name: "SEO Optimization" }).getAttribute("aria-checked")).toBe("true");
    expect((screen.getByRole("checkbox", { name: "Company" }) as HTMLInputElement).checked).toBe(true);
    expect(field("Additional Customization").value).toBe("Mention the spring sale.");
  });

  it("brings back the art builder's subject, custom style and detail slider", async () => {
    mockApi();
    renderAt("/build-art", <BuildArtPage />);
    await screen.findByRole("button", { name: "Reset form" });
    fireEvent.change(field("Subject"), { target: { value: "A lighthouse at dawn" } });
    choose("Style & Medium", "Other (Custom)");
    fireEvent.change(field("Custom style & medium"), { target: { value: "Risograph" } });
    fireEvent.change(slider("Detail Level"), { target: { value: "0.2" } });

    fireEvent.click(resetButton());
    expect(field("Subject").value).toBe("");
    expect(slider("Detail Level").value).toBe("0.5");
    fireEvent.click(await undoButton());
    expect(field("Subject").value).toBe("A lighthouse at dawn");
    expect(field("Custom style & medium").value).toBe("Risograph");
    expect(slider("Detail Level").value).toBe("0.2");
  });

  it("does nothing, and says nothing, when the form is already at its defaults", async () => {
    mockApi();
    renderAt("/build-text", <BuildTextPage />);
    await screen.findByRole("button", { name: "Reset form" });
    fireEvent.click(resetButton());
    // A change put back by hand leaves the defaults as they were.
    fireEvent.change(slider("Creativity Level"), { target: { value: "0.8" } });
    fireEvent.change(slider("Creativity Level"), { target: { value: "0.5" } });
    fireEvent.click(resetButton());
    // Toasts reach the screen in the order they were raised: once a later one is shown, a reset's would be too.
    act(() => void toast("Marker"));
    await screen.findByText("Marker");
    expect(screen.queryByText(MSG_FORM_RESET)).toBeNull();
  });
});
