import { createHmac } from "node:crypto";

/** A `Paddle-Signature` header value: `ts=<unix seconds>;h1=<HMAC-SHA256 of "ts:body">`. */
export function signPaddleStyle(body: string, secret: string, at = Date.now()): string {
  const ts = Math.floor(at / 1000);
  const h1 = createHmac("sha256", secret).update(`${ts}:${body}`).digest("hex");
  return `ts=${ts};h1=${h1}`;
}
