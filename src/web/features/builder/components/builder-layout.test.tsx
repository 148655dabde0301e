import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { useLayoutEffect } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultTextForm, type TextForm } from "@/domain/builders";
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
} as unknown as BuilderState<TextForm>;

afterEach(() => vi.unstubAllGlobals());

describe("BuilderLayout", () => {
  it("builds the form one section per commit, with Generate and the result arriving with the last one", () => {
    mockApi();
    const sightings: Sighting[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BuilderLayout type="text" title="Title" lead="Lead" generateLabel="Generate" builder={builder} inputs={defaultTextForm}>
            <ProbeSection sightings={sightings} />
            <ProbeSection sightings={sightings} />
            <ProbeSection sightings={sightings} />
          </BuilderLayout>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // All at once, every section would see three sections and the button.
    expect(sightings).toEqual([
      { sections: 1, generateButton: false },
      { sections: 2, generateButton: false },
      { sections: 3, generateButton: true },
    ]);
    screen.getByRole("button", { name: "Generate" });
    screen.getByText(/Your prompt appears here/);
  });
});
