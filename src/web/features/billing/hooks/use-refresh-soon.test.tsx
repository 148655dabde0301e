import { afterEach, describe, expect, it, vi } from "vitest";
import { renderAt } from "@/web/testing/render-at";
import { subscriptionQueryKey } from "../api/get-subscription";
import { useRefreshSoon } from "./use-refresh-soon";

function setup() {
  const result = { current: (() => {}) as ReturnType<typeof useRefreshSoon> };
  function Screen() {
    result.current = useRefreshSoon();
    return null;
  }
  const { queryClient, unmount } = renderAt("/billing", <Screen />);
  const invalidate = vi.spyOn(queryClient, "invalidateQueries").mockResolvedValue();
  return { result, invalidate, unmount };
}

describe("useRefreshSoon", () => {
  afterEach(() => vi.useRealTimers());

  it("refetches the subscription 3 s after an action", () => {
    vi.useFakeTimers();
    const { result, invalidate } = setup();
    result.current();
    vi.advanceTimersByTime(2_999);
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(invalidate).toHaveBeenCalledExactlyOnceWith({ queryKey: subscriptionQueryKey });
  });

  it("refetches at each delay asked for (1 s and 3 s after a downgrade)", () => {
    vi.useFakeTimers();
    const { result, invalidate } = setup();
    result.current([1_000, 3_000]);
    vi.advanceTimersByTime(1_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("drops pending refetches when the screen goes", () => {
    vi.useFakeTimers();
    const { result, invalidate, unmount } = setup();
    result.current();
    unmount();
    vi.advanceTimersByTime(5_000);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
