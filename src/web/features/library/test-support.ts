/** Helpers for the library's unit tests: sample items, API pages, and a page rendered with its providers. */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import { Toaster } from "@/web/components/ui/toaster";
import type { SavedInput, SavedPrompt } from "./types";

let next = 1;
const uuid = () => `00000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;

export function samplePrompt(overrides: Partial<SavedPrompt> = {}): SavedPrompt {
  return {
    id: uuid(),
    title: "Launch post",
    content: "You are an expert copywriter.",
    promptType: "text",
    tags: ["launch", "seo"],
    inputData: { ...defaultTextForm, industry: "marketing" },
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

export function sampleInput(overrides: Partial<SavedInput> = {}): SavedInput {
  return {
    id: uuid(),
    name: "Moody lighthouse",
    inputType: "art",
    inputData: { ...defaultArtForm, styleAndMedium: "watercolor", prompt: "a lighthouse at dawn" },
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

export const page = <T,>(items: T[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });

function Location() {
  return <output aria-label="Current location">{useLocation().pathname}</output>;
}

/** Renders `ui` at `path` with a fresh query cache, a router (other paths render 'Elsewhere') and the toaster. */
export function renderAt(path: string, ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>Elsewhere</p>} />
        </Routes>
        <Location />
        {/* Inside the router, as in the app: a toast may carry a link (Upgrade). */}
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export const currentLocation = () => screen.getByRole("status", { name: "Current location" }).textContent;
