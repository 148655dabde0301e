import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("configuration", () => {
  it("runs on embedded defaults with no variables set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.appUrl).toBe("http://localhost:3000");
  });

  it("follows PORT and DATA_DIR, and treats empty values as unset", () => {
    const config = loadConfig({ PORT: "4100", DATA_DIR: "/tmp/ps", DATABASE_URL: "" });
    expect(config.port).toBe(4100);
    expect(config.appUrl).toBe("http://localhost:4100");
    expect(config.dataDir).toBe("/tmp/ps");
    expect(config.databaseUrl).toBeUndefined();
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://db/app"],
    ["APP_URL", "not a url"],
    ["NODE_ENV", "prod"],
    ["LOG_LEVEL", "loud"],
  ])("refuses %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});
