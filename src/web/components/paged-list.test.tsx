import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { PagedList, type PagedQuery } from "./paged-list";

const loaded: PagedQuery = {
  isPending: false,
  isError: false,
  isFetching: false,
  isFetchNextPageError: false,
  isFetchingNextPage: false,
  hasNextPage: true,
  refetch: () => undefined,
  fetchNextPage: () => undefined,
};

function renderList(query: Partial<PagedQuery>, count: number, autoLoad?: boolean) {
  const full = { ...loaded, refetch: vi.fn(), fetchNextPage: vi.fn(), ...query };
  render(
    <PagedList
      query={full}
      count={count}
      failed="The things could not be loaded."
      loadMoreLabel="Load more things"
      skeleton={<p>Skeleton</p>}
      failure={(retry, retrying) => (
        <button type="button" onClick={retry} disabled={retrying}>
          First page failed
        </button>
      )}
      empty={<p>Nothing yet</p>}
      autoLoad={autoLoad}
    >
      <p>The items</p>
    </PagedList>,
  );
  return full;
}

describe("PagedList", () => {
  it("shows the skeleton, then the first page's failure with Retry, then the empty state", () => {
    renderList({ isPending: true }, 0);
    expect(screen.getByText("Skeleton")).toBeTruthy();
    const failing = renderList({ isError: true, isFetching: false }, 0);
    fireEvent.click(screen.getByRole("button", { name: "First page failed" }));
    expect(failing.refetch).toHaveBeenCalledTimes(1);
    renderList({}, 0);
    expect(screen.getByText("Nothing yet")).toBeTruthy();
  });

  it("keeps the items on a failed refresh, says so and offers Retry", () => {
    const query = renderList({ isError: true }, 3);
    expect(screen.getByText("The items")).toBeTruthy();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("The things could not be loaded.");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("says a failed next page below the items, with Load more to try again", () => {
    const query = renderList({ isError: true, isFetchNextPageError: true }, 3);
    expect(screen.getByRole("alert").textContent).toBe("The things could not be loaded.");
    expect(screen.queryByRole("button", { name: "Retry" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Load more things" }));
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it("loads as the end scrolls near when autoLoad is on", () => {
    renderList({}, 3, true);
    expect(screen.getByTestId("load-more-sentinel")).toBeTruthy();
  });

  it("loads on click only when autoLoad is off", () => {
    renderList({}, 3, false);
    expect(screen.queryByTestId("load-more-sentinel")).toBeNull();
    expect(screen.getByRole("button", { name: "Load more things" })).toBeTruthy();
  });
});
