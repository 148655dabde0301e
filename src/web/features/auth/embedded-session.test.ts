import { afterEach, describe, expect, it } from "vitest";
import { embeddedSession, forgetEmbeddedSession } from "./embedded-session";

function embed(text: string) {
  const element = Object.assign(document.createElement("script"), { type: "application/json", id: "session" });
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => forgetEmbeddedSession());

describe("the session a page arrives with", () => {
  it("serves until the page asks the API", () => {
    embed(JSON.stringify({ user: { id: "u1", email: "ada@example.com" } }));
    expect(embeddedSession()).toEqual({ user: { id: "u1", email: "ada@example.com" } });
    expect(embeddedSession()).toEqual({ user: { id: "u1", email: "ada@example.com" } });
    forgetEmbeddedSession();
    expect(embeddedSession()).toBeUndefined();
  });

  it("tells a visitor apart from a page that carries nothing", () => {
    expect(embeddedSession()).toBeUndefined();
    embed(JSON.stringify({ user: null }));
    expect(embeddedSession()).toEqual({ user: null });
  });

  it("carries the session's team workspace", () => {
    const team = { id: "team-1", name: "Acme", role: "editor" };
    embed(JSON.stringify({ user: { id: "u1" }, team }));
    expect(embeddedSession()).toEqual({ user: { id: "u1" }, team });
  });

  it("ignores what it cannot read", () => {
    embed("{not json");
    expect(embeddedSession()).toBeUndefined();
    forgetEmbeddedSession();
    embed("[]");
    expect(embeddedSession()).toBeUndefined();
  });
});
