import { describe, expect, it } from "vitest";
import { fillVariables, missingVariables, variableParts, variablesOf } from "./prompt-variables";

describe("prompt variables", () => {
  it("finds each {{name}} once, in order of first use: letters, digits and underscores", () => {
    expect(variablesOf("Write about {{topic}} for {{Audience_2}}, then {{topic}} again.")).toEqual(["topic", "Audience_2"]);
    expect(variablesOf("No variables here.")).toEqual([]);
  });

  it.each([
    ["a space inside", "{{ x}}"],
    ["no closing braces", "{{x"],
    ["single braces", "{x}"],
    ["a hyphen", "{{a-b}}"],
    ["nothing inside", "{{}}"],
    ["a dot", "{{a.b}}"],
  ])("leaves malformed braces as text: %s", (_, text) => {
    expect(variablesOf(text)).toEqual([]);
    expect(fillVariables(text, { x: "X", a: "A", "a-b": "AB" })).toBe(text);
    expect(variableParts(text)).toEqual([{ kind: "text", text }]);
  });

  it("reads {{{x}}} as the variable x between two literal braces", () => {
    expect(variablesOf("{{{x}}}")).toEqual(["x"]);
    expect(fillVariables("{{{x}}}", { x: "X" })).toBe("{X}");
  });

  it("fills every occurrence, keeps those without a value, and takes values literally", () => {
    const text = "{{topic}} and {{topic}} for {{who}}";
    expect(fillVariables(text, { topic: "$& cats" })).toBe("$& cats and $& cats for {{who}}");
    expect(fillVariables(text, { topic: "", who: "kids" })).toBe(" and  for kids");
    // Names the prompt's object inherits are not values.
    expect(fillVariables("{{constructor}}", {})).toBe("{{constructor}}");
  });

  it("names the variables a render has no value for, each once, an empty value counting as one", () => {
    const text = "{{topic}} for {{who}} in {{tone}}, again {{who}}";
    expect(missingVariables(text, { topic: "" })).toEqual(["who", "tone"]);
    expect(missingVariables(text, { topic: "x", who: "y", tone: "z" })).toEqual([]);
    expect(missingVariables("{{constructor}}", {})).toEqual(["constructor"]);
  });

  it("cuts a text into plain parts and variables that join back into it", () => {
    const text = "Hi {{name}}, {x} {{ y}} {{topic}}!";
    const parts = variableParts(text);
    expect(parts).toEqual([
      { kind: "text", text: "Hi " },
      { kind: "variable", text: "{{name}}", name: "name" },
      { kind: "text", text: ", {x} {{ y}} " },
      { kind: "variable", text: "{{topic}}", name: "topic" },
      { kind: "text", text: "!" },
    ]);
    expect(parts.map((p) => p.text).join("")).toBe(text);
    expect(variableParts("")).toEqual([]);
  });
});
