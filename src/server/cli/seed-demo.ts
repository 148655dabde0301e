// `npm run seed:demo`: a believable dataset so a newcomer sees a living dashboard. Refuses production.
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import {
  composePrompt,
  CONTENT_TYPE_OPTIONS,
  defaultArtForm,
  defaultTextForm,
  INDUSTRY_OPTIONS,
  STYLE_OPTIONS,
  TARGET_OPTIONS,
  TONE_OPTIONS,
  toArtPayload,
  toTextPayload,
} from "@/domain/builders";
import { generatePromptRequestSchema } from "@/domain/builders/schemas";
import { PLANS } from "@/domain/plans";
import { ARGON2 } from "../auth/auth";
import { configOrExit } from "../config";
import { type Db, openDatabase } from "../db/client";
import { accounts, users } from "../db/schema";
import { billingTransactions } from "../db/schema-billing";
import { generationHistory } from "../db/schema-generation";
import { insertSeededSubscriptions, type SeededSubscription } from "../entitlements/subscriptions";
import { recountGenerations } from "../generation/records";

export const DEMO_ADMIN = { email: "admin@promptsmith.demo", password: "promptsmith-demo" };
const DAY = 24 * 60 * 60 * 1000;
const FIRST = ["Ada", "Grace", "Alan", "Linus", "Margaret", "Tim", "Katherine", "Dennis", "Barbara", "Ken", "Radia", "Edsger", "Frances", "Donald", "Hedy", "Claude", "Annie", "John", "Sophie", "Guido"];
const LAST = ["Lovelace", "Hopper", "Turing", "Torvalds", "Hamilton", "Berners-Lee", "Johnson", "Ritchie", "Liskov", "Thompson", "Perlman", "Dijkstra", "Allen", "Knuth", "Lamarr", "Shannon", "Easley", "Backus", "Wilson", "van Rossum"];

/** A small deterministic generator, so every seed run builds the same dataset. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]! };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

export async function seedDemo(db: Db, options: { users?: number; now?: Date } = {}) {
  const userCount = options.users ?? 300;
  const now = options.now ?? new Date();
  const rng = random(20231);
  const passwordHash = await hash(DEMO_ADMIN.password, ARGON2);

  const people = Array.from({ length: userCount }, (_, i) => {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    const createdAt = new Date(now.getTime() - Math.pow(rng.next(), 0.7) * 60 * DAY);
    return {
      id: randomUUID(),
      name: `${first} ${last}`,
      email: `${first}.${last}.${i}`.toLowerCase().replace(/[^a-z0-9.]/g, "") + "@example.com",
      emailVerified: true,
      accountStatus: (rng.next() < 0.03 ? "suspended" : rng.next() < 0.05 ? "inactive" : "active") as "active" | "inactive" | "suspended",
      createdAt,
      lastLoginAt: new Date(createdAt.getTime() + rng.next() * (now.getTime() - createdAt.getTime())),
    };
  });
  const admin = { id: randomUUID(), name: "Demo Admin", email: DEMO_ADMIN.email, emailVerified: true, isAdmin: true, createdAt: new Date(now.getTime() - 61 * DAY) };

  const history: (typeof generationHistory.$inferInsert)[] = [];
  const subs: SeededSubscription[] = [];
  const payments: (typeof billingTransactions.$inferInsert)[] = [];
  for (const person of people) {
    const roll = rng.next();
    const planId = roll < 0.14 ? "pro" : roll < 0.17 ? "teams" : "free";
    const count = Math.floor(Math.pow(rng.next(), 2) * (planId === "free" ? 20 : 80));
    for (let g = 0; g < count; g++) {
      const at = new Date(person.createdAt.getTime() + rng.next() * (now.getTime() - person.createdAt.getTime()));
      const art = rng.next() < 0.35;
      const payload = art
        ? { ...toArtPayload({ ...defaultArtForm, styleAndMedium: rng.pick(STYLE_OPTIONS).value }, "a quiet harbour at dawn"), target: rng.pick(TARGET_OPTIONS).value }
        : toTextPayload({ ...defaultTextForm, industry: rng.pick(INDUSTRY_OPTIONS).value, contentType: rng.pick(CONTENT_TYPE_OPTIONS).value, toneOfVoice: rng.pick(TONE_OPTIONS).value });
      const request = generatePromptRequestSchema.parse(payload);
      const { promptType, ...form } = request;
      history.push({
        userId: person.id,
        generationType: promptType,
        promptContent: composePrompt(request).prompt,
        modelUsed: "promptsmith-composer",
        status: "completed",
        generationTimeMs: 3 + Math.floor(rng.next() * 20),
        metadata: { form, target: promptType === "art" ? request.target : undefined },
        createdAt: at,
      });
    }
    const periodStart = new Date(Math.max(person.createdAt.getTime(), now.getTime() - Math.floor(rng.next() * 28) * DAY));
    subs.push({
      userId: person.id,
      planId,
      start: periodStart,
      used: count,
      billingCycleCount: planId === "pro" ? 1 : 0,
      totalSpentCents: planId === "pro" ? PLANS.pro.priceCents! : 0,
      provider: planId === "pro" ? "demo" : null,
    });
    if (planId === "pro") {
      payments.push({
        userId: person.id,
        amountCents: PLANS.pro.priceCents!,
        currency: "USD",
        status: "completed",
        transactionType: "plan_change",
        provider: "demo",
        externalReference: `txn_seed_${person.id}`,
        metadata: { plan_id: "pro" },
        createdAt: periodStart,
      });
    }
  }

  await db.transaction(async (tx) => {
    await insertInBatches([...people, admin], (batch) => tx.insert(users).values(batch));
    await insertInBatches([...people, admin], (batch) =>
      tx.insert(accounts).values(batch.map((u) => ({ id: randomUUID(), accountId: u.id, providerId: "credential", userId: u.id, password: passwordHash }))),
    );
    const adminSubscription = { userId: admin.id, planId: "free", start: now, used: 0, billingCycleCount: 0, totalSpentCents: 0, provider: null } as const;
    await insertInBatches([...subs, adminSubscription], (batch) => insertSeededSubscriptions(tx, batch));
    await insertInBatches(history, (batch) => tx.insert(generationHistory).values(batch));
    await insertInBatches(payments, (batch) => tx.insert(billingTransactions).values(batch));
    await recountGenerations(tx);
  });
  return { users: people.length + 1, generations: history.length, payments: payments.length };
}

async function main() {
  // Before the configuration: production's own requirements are beside the point here.
  if (process.env.NODE_ENV === "production") {
    process.stderr.write("seed:demo refuses to run with NODE_ENV=production.\n");
    process.exit(1);
  }
  const config = configOrExit();
  const database = openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  const [existing] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email));
  if (existing) {
    process.stdout.write("The demo dataset is already there.\n");
  } else {
    const made = await seedDemo(database.db);
    process.stdout.write(`Seeded ${made.users} users, ${made.generations} generations and ${made.payments} payments.\n`);
  }
  process.stdout.write(`Admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}\n`);
  await database.close();
}

if (process.argv[1]?.endsWith("seed-demo.ts")) await main();
