import { ensureServerBundle } from "../../scripts/server-bundle.mjs";
import { migratedPgliteFolder } from "./test-database";

/**
 * Once before the browser journeys: the server bundle they start (built again only when its sources changed)
 * and the migrated PGlite folder each journey's database is copied from, so parallel journeys find both ready.
 */
export default async function setup() {
  await ensureServerBundle();
  await migratedPgliteFolder();
}
