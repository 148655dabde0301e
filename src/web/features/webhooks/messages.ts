/** Our texts for webhooks (the spec has none). */
export const WEBHOOK_TEXTS = {
  loadFailed: "Could not load the webhooks.",
  none: "No webhooks yet.",
  created: "Webhook added",
  createFailed: "Failed to add the webhook",
  deleted: "Webhook deleted",
  deleteFailed: "Failed to delete the webhook",
  rotated: "Secret rotated",
  rotateFailed: "Failed to rotate the secret",
  shownOnce: "Copy this signing secret now: you will not be able to see it again.",
  copied: "Secret copied",
  copyFailed: "Could not copy. Select the secret and copy it yourself.",
  logFailed: "Could not load the deliveries.",
  noDeliveries: "No deliveries yet.",
  redelivered: "Sent again",
  redeliverFailed: "Failed to send it again",
  status: { pending: "Pending", delivered: "Delivered", failed: "Failed" },
} as const;
