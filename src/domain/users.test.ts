import { describe, expect, it } from "vitest";
import { displayName, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, profileNameSchema, userFieldsSchema } from "./users";

describe("displayName", () => {
  it("prefers the name, then the e-mail's local part, then 'User'", () => {
    expect(displayName({ name: "Ada Lovelace", email: "ada@example.com" })).toBe("Ada Lovelace");
    expect(displayName({ name: "  ", email: "ada@example.com" })).toBe("ada");
    expect(displayName({ name: null, email: "@example.com" })).toBe("User");
    expect(displayName({})).toBe("User");
  });
});

describe("user field limits", () => {
  const address = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;
  const messages = (value: unknown) => {
    const parsed = userFieldsSchema.safeParse(value);
    return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  };

  it("takes a name of up to 100 characters and an address of up to 254", () => {
    expect(messages({ name: "n".repeat(NAME_MAX_LENGTH), email: address(EMAIL_MAX_LENGTH) })).toEqual([]);
    expect(messages({ name: "", newEmail: address(EMAIL_MAX_LENGTH) })).toEqual([]);
    expect(messages({})).toEqual([]);
  });

  it("refuses longer ones with the same message on every field", () => {
    expect(
      messages({ name: "n".repeat(NAME_MAX_LENGTH + 1), email: address(255), newEmail: address(312) }),
    ).toEqual(["name: Use at most 100 characters", "email: Use at most 254 characters", "newEmail: Use at most 254 characters"]);
  });

  it("counts a name without the spaces around it, and the profile form needs one", () => {
    expect(profileNameSchema.parse({ name: `  ${"n".repeat(NAME_MAX_LENGTH)}  ` }).name).toHaveLength(NAME_MAX_LENGTH);
    expect(profileNameSchema.safeParse({ name: "   " }).error?.issues[0]?.message).toBe("Please enter your name");
    expect(profileNameSchema.safeParse({ name: "n".repeat(101) }).error?.issues[0]?.message).toBe("Use at most 100 characters");
  });
});
