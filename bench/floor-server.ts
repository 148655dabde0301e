// The floor of a signed-in composer generation, started by bench/cpu.ts against the benchmark's own PostgreSQL database:
// a bare node:http + pg server doing the least a generation must do on the product's schema. It checks the session
// cookie's signature, reads the session with its user (one prepared query), composes the prompt and spends a unit
// with its history row (one prepared statement), and answers JSON. No framework, validation, logging, activity row or
// counters: what the product spends beyond this is what the benchmark's ratio shows.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";
import { sql } from "drizzle-orm";
import { composeTextPrompt } from "@/domain/builders";
import { openDatabase, preparedStatement } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";
import { generationHistory } from "@/server/db/schema-generation";
import { allowanceLeft, spendStatement } from "@/server/entitlements/allowance";

const { DATABASE_URL, AUTH_SECRET, SESSION_COOKIE } = process.env;
if (!DATABASE_URL || !AUTH_SECRET || !SESSION_COOKIE) throw new Error("DATABASE_URL, AUTH_SECRET and SESSION_COOKIE are required");
const { db } = openDatabase({ url: DATABASE_URL });

const sessionOf = preparedStatement<{ token: string }, { userId: string; accountStatus: string; expiresAt: Date }>(
  "floor_session",
  () => sql`select ${users.id} as "userId", ${users.accountStatus} as "accountStatus", ${sessions.expiresAt} as "expiresAt"
    from ${sessions} inner join ${users} on ${users.id} = ${sessions.userId} where ${sessions.token} = ${sql.placeholder("token")}`,
);

const spendAndInsert = preparedStatement<{ userId: string; now: string; text: string }, { remaining: number; total: number }>(
  "floor_spend",
  (db) => sql`with spent as ${spendStatement(db, sql.placeholder("userId"), sql.placeholder("now"))},
      history as (insert into ${generationHistory} (user_id, generation_type, status, model_used, prompt_content)
        select user_id, 'text', 'completed', 'promptsmith-composer', ${sql.placeholder("text")}::text from spent)
    select ${allowanceLeft} from spent`,
);

/** The session token of a cookie header whose signature (HMAC-SHA256, as better-auth signs it) holds, or null. */
function signedToken(cookieHeader: string | undefined): string | null {
  const start = cookieHeader?.indexOf(`${SESSION_COOKIE}=`) ?? -1;
  if (start < 0) return null;
  const rest = cookieHeader!.slice(start + SESSION_COOKIE!.length + 1);
  const signed = decodeURIComponent(rest.split(";")[0]!);
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const signature = Buffer.from(signed.slice(dot + 1), "base64");
  const expected = createHmac("sha256", AUTH_SECRET!).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

function answer(res: import("node:http").ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) }).end(text);
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", async () => {
    try {
      const token = signedToken(req.headers.cookie);
      const [session] = token ? await sessionOf(db, { token }) : [];
      if (!session || session.accountStatus !== "active" || session.expiresAt.getTime() <= Date.now()) return answer(res, 401, { error: "unauthorized" });
      const request = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      const { prompt } = composeTextPrompt(request);
      const [spent] = await spendAndInsert(db, { userId: session.userId, now: new Date().toISOString(), text: prompt });
      if (!spent) return answer(res, 403, { error: "allowance_exhausted" });
      answer(res, 200, { prompt, ...spent });
    } catch (error) {
      answer(res, 500, { error: String(error) });
    }
  });
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening ${typeof address === "object" && address ? address.port : ""}`);
});
