import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-client";
import { fieldErrorsOfApi, fieldErrorsOfZod, hasErrors } from "./field-errors";

const schema = z.object({
  name: z.string().min(3, "Name too short").max(5, "Name too long").regex(/^[a-z]+$/, "Lower case only"),
  tags: z.array(z.string().max(2, "Tag too long")),
});

describe("field errors", () => {
  it("keeps the first message of each top-level field of a failed check", () => {
    const parsed = schema.safeParse({ name: "AB", tags: ["ok", "long", "longer"] });
    expect(fieldErrorsOfZod(parsed.error!)).toEqual({ name: "Name too short", tags: "Tag too long" });
  });

  it("files a problem with no field under _", () => {
    const parsed = z.string({ error: "Not text" }).safeParse(1);
    expect(fieldErrorsOfZod(parsed.error!)).toEqual({ _: "Not text" });
  });

  it("reads the same shape from any refusal that names fields (invalid_input, name_taken), and nothing from one that does not", () => {
    const fields = { "tags.1": ["Tag too long", "Tag odd"], "tags.2": ["Tag too long again"], name: [], title: ["Title missing"] };
    expect(fieldErrorsOfApi(new ApiError(400, "invalid_input", "Some fields are invalid.", fields))).toEqual({
      tags: "Tag too long",
      title: "Title missing",
    });
    expect(fieldErrorsOfApi(new ApiError(409, "name_taken", "Taken.", { name: ["Another prompt of this workspace already has this name"] }))).toEqual({
      name: "Another prompt of this workspace already has this name",
    });
    expect(fieldErrorsOfApi(new ApiError(400, "invalid_json", "The request body is not valid JSON."))).toEqual({});
    expect(fieldErrorsOfApi(new Error("offline"))).toEqual({});
  });

  it("says whether any field has a message", () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: "Name too short" })).toBe(true);
  });
});
