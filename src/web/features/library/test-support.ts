/** Sample items and API pages for the library's unit tests. */
import type { JSONParsed } from "hono/utils/types";
import { defaultArtForm, defaultTextForm } from "@/domain/builders";
import type { SavedInput, SavedPrompt } from "./types";

/** An item as the API sends it (its form state as JSON), which is what the fake API's answers hold. */
type Sent<T> = JSONParsed<T>;

let next = 1;
const uuid = () => `00000000-0000-4000-8000-${String(next++).padStart(12, "0")}`;

export function samplePrompt(overrides: Partial<Sent<SavedPrompt>> = {}): Sent<SavedPrompt> {
  return {
    id: uuid(),
    name: "launch-post",
    title: "Launch post",
    content: "You are an expert copywriter.",
    parameters: {},
    notes: [],
    promptType: "text",
    tags: ["launch", "seo"],
    labels: {},
    inputData: { ...defaultTextForm, industry: "marketing" },
    pinned: false,
    useCount: 0,
    variables: [],
    variableValues: {},
    createdBy: { id: "user-1", displayName: "Ada" },
    updatedBy: null,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

export function sampleInput(overrides: Partial<Sent<SavedInput>> = {}): Sent<SavedInput> {
  return {
    id: uuid(),
    name: "Moody lighthouse",
    inputType: "art",
    inputData: { ...defaultArtForm, styleAndMedium: "watercolor", prompt: "a lighthouse at dawn" },
    createdBy: { id: "user-1", displayName: "Ada" },
    updatedBy: null,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    ...overrides,
  };
}

export const page = <T,>(items: T[], nextCursor: string | null = null) => ({ body: { items, nextCursor } });
