import type { PaddleCheckoutSession } from "@/domain/api/billing";

/** Paddle.js v2, loaded from Paddle's CDN when a Paddle checkout is needed (the CSP allows it then). */
export const PADDLE_SCRIPT_URL = "https://cdn.paddle.com/paddle/v2/paddle.js";
/** How long a checkout waits for the script (spec: payment load wait 5 s). */
export const PADDLE_LOAD_WAIT_MS = 5_000;
const POLL_MS = 100;

/** An event Paddle.js reports to the eventCallback: `checkout.completed` (with its transaction), `checkout.closed`, … */
export interface PaddleEvent {
  name?: string;
  data?: { transaction_id?: string } & Record<string, unknown>;
}

export interface PaddleCheckoutOptions {
  items: { priceId: string; quantity: number }[];
  customer: { email: string };
  customData: Record<string, string>;
  settings: { displayMode: "overlay"; theme: "light"; locale: "en" };
}

/** The part of Paddle.js (window.Paddle) that the checkout uses. */
export interface PaddleJs {
  Environment: { set(environment: "sandbox"): void };
  Initialize(options: { token: string; eventCallback: (event: PaddleEvent) => void }): void;
  Checkout: { open(options: PaddleCheckoutOptions): void };
}

declare global {
  interface Window {
    Paddle?: PaddleJs;
  }
}

/** Adds the Paddle.js script element once; a failed load removes it so the next attempt adds it again. */
export function ensurePaddleScript(): void {
  if (window.Paddle || document.querySelector(`script[src="${PADDLE_SCRIPT_URL}"]`)) return;
  const script = document.createElement("script");
  script.src = PADDLE_SCRIPT_URL;
  script.async = true;
  script.onerror = () => script.remove();
  document.head.appendChild(script);
}

/** window.Paddle once the script has run, or null when it is not there within `waitMs`. */
export function loadPaddle(waitMs = PADDLE_LOAD_WAIT_MS): Promise<PaddleJs | null> {
  ensurePaddleScript();
  const started = Date.now();
  return new Promise((resolve) => {
    const check = () => {
      if (window.Paddle) resolve(window.Paddle);
      else if (Date.now() - started >= waitMs) resolve(null);
      else setTimeout(check, POLL_MS);
    };
    check();
  });
}

// Paddle.Initialize may run once per page: it is given one callback that forwards to the checkout now open.
const initialized = new WeakSet<PaddleJs>();
let forward: (event: PaddleEvent) => void = () => {};

function initialize(paddle: PaddleJs, session: PaddleCheckoutSession) {
  if (initialized.has(paddle)) return;
  if (session.environment === "sandbox") paddle.Environment.set("sandbox");
  paddle.Initialize({ token: session.clientToken, eventCallback: (event) => forward(event) });
  initialized.add(paddle);
}

export type PaddleOutcome = "opened" | "no-email" | "still-loading" | "error";

/**
 * Opens Paddle's overlay checkout for `session` (from POST /api/billing/checkout): the pro price, quantity 1,
 * the account's e-mail, custom data with the user and plan, light theme, English.
 * Paddle's events go to `onEvent` until the next checkout opens.
 */
export async function openPaddleCheckout(
  session: PaddleCheckoutSession,
  onEvent: (event: PaddleEvent) => void,
  waitMs = PADDLE_LOAD_WAIT_MS,
): Promise<PaddleOutcome> {
  if (!session.customerEmail) return "no-email";
  const paddle = await loadPaddle(waitMs);
  if (!paddle) return "still-loading";
  try {
    initialize(paddle, session);
    forward = onEvent;
    paddle.Checkout.open({
      items: [{ priceId: session.priceId, quantity: 1 }],
      customer: { email: session.customerEmail },
      customData: session.customData,
      // No successUrl: Paddle would go there without the transaction id; the app goes on with it instead.
      settings: { displayMode: "overlay", theme: "light", locale: "en" },
    });
    return "opened";
  } catch {
    return "error";
  }
}
