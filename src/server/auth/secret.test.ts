import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import { systemClock } from "../clock";
import { loadConfig } from "../config";
import { createMailer } from "../mail/service";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createAuth } from "./auth";

const OLD = "the-secret-before-rotation-0123456789abcdef";
const NEW = "the-secret-after-rotation-0123456789abcdefgh";

/** What better-auth encrypts stored secrets with (two-factor secrets and recovery codes), for one configuration. */
async function keysFor(database: TestDatabase, env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: "test", ...env });
  const logger = pino({ level: "silent" });
  const mailer = createMailer({ db: database.db, config, logger });
  const auth = createAuth({ config, database, logger, clock: systemClock, mailer, secret: env.AUTH_SECRET! });
  return (await auth.$context).secretConfig;
}

describe("rotating AUTH_SECRET", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.destroy();
  });

  it("still reads what was encrypted under the previous secret while AUTH_SECRET_PREVIOUS names it", async () => {
    const sealed = await symmetricEncrypt({ key: await keysFor(database, { AUTH_SECRET: OLD }), data: "JBSWY3DPEHPK3PXP" });
    const rotated = await keysFor(database, { AUTH_SECRET: NEW, AUTH_SECRET_PREVIOUS: OLD });
    expect(await symmetricDecrypt({ key: rotated, data: sealed })).toBe("JBSWY3DPEHPK3PXP");
    // New secrets are sealed under the new one: they outlive the previous secret's removal.
    const resealed = await symmetricEncrypt({ key: rotated, data: "KRSXG5CTMVRXEZLU" });
    const afterRotation = await keysFor(database, { AUTH_SECRET: NEW });
    expect(await symmetricDecrypt({ key: afterRotation, data: resealed })).toBe("KRSXG5CTMVRXEZLU");
  });

  it("cannot read them once the previous secret is gone", async () => {
    const sealed = await symmetricEncrypt({ key: await keysFor(database, { AUTH_SECRET: OLD }), data: "JBSWY3DPEHPK3PXP" });
    const forgotten = await keysFor(database, { AUTH_SECRET: NEW });
    await expect(symmetricDecrypt({ key: forgotten, data: sealed })).rejects.toThrow();
  });
});
