export { AcceptInvitationPage } from "./accept-invitation-page";
export { TeamPage } from "./team-page";
