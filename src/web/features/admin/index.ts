/**
 * The admin dashboard. The router imports this module lazily, so none of it (nor recharts, which the
 * dashboard loads lazily in turn) reaches the landing page or the other signed-in screens.
 */
export { AdminPage } from "./pages/admin-page";
