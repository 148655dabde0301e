import { fireEvent, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { defaultTextForm, type TextForm } from "@/domain/builders";
import { renderAt } from "@/web/testing/render-at";
import type { BuilderState } from "../hooks/use-builder";
import { mockApi } from "../test-support";
import { BuilderLayout } from "./builder-layout";

/** What each section saw in the page when it was committed. */
type Sighting = { sections: number; generateButton: boolean };

function ProbeSection({ sightings }: { sightings: Sighting[] }) {
  useLayoutEffect(() => {
    sightings.push({
      sections: document.querySelectorAll("[data-probe]").length,
      generateButton: screen.queryByRole("button", { name: "Generate" }) !== null,
    });
  }, [sightings]);
  return <section data-probe="" />;
}

const builder = {
  formId: "text",
  form: defaultTextForm,
  busy: false,
  generation: { status: "idle" },
  submit: vi.fn(),
  reset: vi.fn(),
  ready: true,
  prepare: vi.fn(),
} as unknown as BuilderState<TextForm>;

/** The layout around `sections` probe sections, to render or rerender. */
function layout(state: BuilderState<TextForm>, sightings: Sighting[], sections = 3) {
  return (
    <BuilderLayout type="text" title="Title" lead="Lead" generateLabel="Generate" builder={state} inputs={defaultTextForm}>
      {Array.from({ length: sections }, (_, i) => (
        <ProbeSection key={i} sightings={sightings} />
      ))}
    </BuilderLayout>
  );
}

function renderLayout(state: BuilderState<TextForm>, sightings: Sighting[]) {
  return renderAt("/build-text", layout(state, sightings));
}

describe("BuilderLayout", () => {
  it("builds the form one section per commit, with Generate and the result arriving with the last one", () => {
    mockApi();
    const sightings: Sighting[] = [];
    renderLayout(builder, sightings);
    // All at once, every section would see three sections and the button.
    expect(sightings).toEqual([
      { sections: 1, generateButton: false },
      { sections: 2, generateButton: false },
      { sections: 3, generateButton: true },
    ]);
    screen.getByRole("button", { name: "Generate" });
    screen.getByText(/Your prompt appears here/);
  });

  it("holds the form, with a spinner, while handed-over inputs are checked", () => {
    mockApi();
    const sightings: Sighting[] = [];
    const { rerender } = renderLayout({ ...builder, ready: false }, sightings);
    screen.getByText("Loading your inputs");
    expect(sightings).toEqual([]);
    expect(screen.queryByRole("button", { name: "Generate" })).toBeNull();
    rerender(layout(builder, sightings, 1));
    expect(screen.queryByText("Loading your inputs")).toBeNull();
    expect(sightings).toHaveLength(1);
  });

  it("holds the form again when handed-over inputs are found after it began to show (a hydrated page)", () => {
    mockApi();
    const sightings: Sighting[] = [];
    const { rerender } = renderLayout(builder, sightings);
    expect(document.querySelectorAll("[data-probe]")).toHaveLength(3);
    rerender(layout({ ...builder, ready: false }, sightings));
    screen.getByText("Loading your inputs");
    expect(document.querySelectorAll("[data-probe]")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Generate" })).toBeNull();
  });

  it("fetches the form's rules at the first touch of the form", () => {
    mockApi();
    const prepare = vi.fn();
    renderLayout({ ...builder, prepare }, []);
    const form = document.getElementById("text-form")!;
    fireEvent.pointerDown(form);
    fireEvent.focus(form);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
