import { describe, expect, it } from "vitest";
import { displayName } from "./users";

describe("displayName", () => {
  it("prefers the name, then the e-mail's local part, then 'User'", () => {
    expect(displayName({ name: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(displayName({ name: "  ", email: "ada@example.com" })).toBe("ada");
    expect(displayName({ name: null, email: "@example.com" })).toBe("User");
    expect(displayName({})).toBe("User");
  });
});
