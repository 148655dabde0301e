import { queryOptions } from "@tanstack/react-query";
import { client, ok } from "./api-client";

/**
 * GET /api/teams: the user's teams with their roles. Shared by the teams feature (the workspace switcher) and the
 * library (where a copy may go), under one key, so a change the teams feature makes refreshes both.
 */
export const myTeamsQuery = queryOptions({
  queryKey: ["teams", "mine"],
  queryFn: ({ signal }) => ok(client.teams.$get({}, { init: { signal } })),
});
