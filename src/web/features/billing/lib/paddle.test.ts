import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFakePaddle, PADDLE_SESSION } from "../test-support";
import { openPaddleCheckout, PADDLE_LOAD_WAIT_MS, PADDLE_SCRIPT_URL } from "./paddle";

describe("openPaddleCheckout", () => {
  afterEach(() => {
    delete window.Paddle;
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("initializes Paddle.js in the sandbox once and opens the overlay with the spec's arguments", async () => {
    const { paddle } = installFakePaddle();
    expect(await openPaddleCheckout(PADDLE_SESSION, () => {})).toBe("opened");
    expect(paddle.Environment.set).toHaveBeenCalledWith("sandbox");
    expect(paddle.Initialize).toHaveBeenCalledWith({ token: "test_client_token", eventCallback: expect.any(Function) });
    expect(paddle.Checkout.open).toHaveBeenCalledWith({
      items: [{ priceId: "pri_pro", quantity: 1 }],
      customer: { email: "ada@example.com" },
      customData: { userId: "user-1", checkoutId: "chk_1", planId: "pro" },
      // No success URL: Paddle would go there without the transaction id (the app goes on with it).
      settings: { displayMode: "overlay", theme: "light", locale: "en" },
    });

    // A second checkout on the same page opens without initializing again.
    expect(await openPaddleCheckout(PADDLE_SESSION, () => {})).toBe("opened");
    expect(paddle.Initialize).toHaveBeenCalledTimes(1);
    expect(paddle.Checkout.open).toHaveBeenCalledTimes(2);
  });

  it("stays out of the sandbox in production", async () => {
    const { paddle } = installFakePaddle();
    await openPaddleCheckout({ ...PADDLE_SESSION, environment: "production" }, () => {});
    expect(paddle.Environment.set).not.toHaveBeenCalled();
    expect(paddle.Initialize).toHaveBeenCalledTimes(1);
  });

  it("sends Paddle's events to the handler of the checkout open now", async () => {
    const { emit } = installFakePaddle();
    const first = vi.fn();
    const second = vi.fn();
    await openPaddleCheckout(PADDLE_SESSION, first);
    emit({ name: "checkout.closed" });
    await openPaddleCheckout(PADDLE_SESSION, second);
    emit({ name: "checkout.completed", data: { status: "completed" } });
    expect(first).toHaveBeenCalledExactlyOnceWith({ name: "checkout.closed" });
    expect(second).toHaveBeenCalledExactlyOnceWith({ name: "checkout.completed", data: { status: "completed" } });
  });

  it("refuses without an e-mail, before loading anything", async () => {
    const append = vi.spyOn(document.head, "appendChild");
    expect(await openPaddleCheckout({ ...PADDLE_SESSION, customerEmail: "" }, () => {})).toBe("no-email");
    expect(append).not.toHaveBeenCalled();
  });

  it("reports an overlay that fails to open", async () => {
    const { paddle } = installFakePaddle();
    paddle.Checkout.open.mockImplementation(() => {
      throw new Error("Paddle: invalid price");
    });
    expect(await openPaddleCheckout(PADDLE_SESSION, () => {})).toBe("error");
  });

  describe("loading Paddle.js", () => {
    let scripts: HTMLScriptElement[];
    beforeEach(() => {
      scripts = [];
      // The script element is kept out of the document: happy-dom would try to fetch it.
      vi.spyOn(document.head, "appendChild").mockImplementation(<T extends Node>(node: T) => {
        scripts.push(node as unknown as HTMLScriptElement);
        return node;
      });
      vi.useFakeTimers();
    });

    it("adds Paddle's script and opens once it has run", async () => {
      const opened = openPaddleCheckout(PADDLE_SESSION, () => {});
      expect(scripts.map((s) => [s.src, s.async])).toEqual([[PADDLE_SCRIPT_URL, true]]);
      await vi.advanceTimersByTimeAsync(1_000);
      const { paddle } = installFakePaddle();
      await vi.advanceTimersByTimeAsync(100);
      expect(await opened).toBe("opened");
      expect(paddle.Checkout.open).toHaveBeenCalledTimes(1);
    });

    it("says it is still loading when the script has not run within 5 s", async () => {
      const opened = openPaddleCheckout(PADDLE_SESSION, () => {});
      let outcome: string | undefined;
      void opened.then((value) => (outcome = value));
      await vi.advanceTimersByTimeAsync(PADDLE_LOAD_WAIT_MS - 200);
      expect(outcome).toBeUndefined();
      await vi.advanceTimersByTimeAsync(300);
      expect(outcome).toBe("still-loading");
    });
  });
});
