// `npm run admin -- grant <email>` / `npm run admin -- revoke <email>`: the only way to make the first admin.
import { setAdminByEmail } from "../admin/admin-flag";
import { configOrExit } from "../config";
import { openDatabase } from "../db/client";

const [action, email] = process.argv.slice(2);
if ((action !== "grant" && action !== "revoke") || !email) {
  process.stderr.write("Usage: npm run admin -- grant <email>\n       npm run admin -- revoke <email>\n");
  process.exit(2);
}

const config = configOrExit();
const database = openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
await database.migrate();
const found = await setAdminByEmail(database.db, email, action === "grant");
await database.close();
if (!found) {
  process.stderr.write(`No user with the e-mail ${email}.\n`);
  process.exit(1);
}
process.stdout.write(`${action === "grant" ? "Granted" : "Revoked"} admin for ${email}.\n`);
