import type { Logger } from "pino";
import type { Clock } from "../clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { demoProvider, demoWebhookSource } from "./providers/demo";
import { paddleProvider } from "./providers/paddle";
import { webhookReceiver } from "./webhooks";

/** Paddle when configured, otherwise the demo provider; both feed the same webhook receiver. */
export function createBilling(deps: { db: Db; logger: Logger; config: Config; clock: Clock; secret: string }) {
  const { db, logger, config, clock, secret } = deps;
  if (config.paddle) {
    const provider = paddleProvider(config.paddle, config.appUrl);
    return { provider, demo: undefined, receive: webhookReceiver({ db, logger, clock, source: provider.webhook }) };
  }
  const source = demoWebhookSource(secret);
  const receive = webhookReceiver({ db, logger, clock, source });
  const demo = demoProvider({ db, secret, appUrl: config.appUrl, clock, source, receive });
  return { provider: demo, demo, receive };
}
export type Billing = ReturnType<typeof createBilling>;
