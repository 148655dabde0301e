/**
 * Team workspaces: the sidebar's workspace switcher, the team's pool for the usage box, and two screens (/team and
 * the invitation's /invitations/:id), a chunk of their own fetched by the router through `loadTeamPages`.
 */
export { WorkspaceSwitcher } from "./components/workspace-switcher";
export { currentTeamQuery, teamAllowance } from "./api/teams";

export const loadTeamPages = () => import("./pages");
