// `npm run bench`: load and size benchmarks against the real server on loopback, on every database here.
// Each run is bounded in requests and seconds. Figures go to docs/performance.md by hand, with the machine.
// BENCH_ONLY=generation,library,admin,web runs only the parts named (all of them when unset).
import os from "node:os";
import { benchAdmin } from "./admin";
import { benchGeneration } from "./generation";
import { benchLibrary } from "./library";
import { benchDatabases } from "./servers";
import { benchWeb } from "./web";

const only = process.env.BENCH_ONLY?.split(",").map((part) => part.trim());
const runs = (part: "generation" | "library" | "admin" | "web") => !only || only.includes(part);

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`);

const databases = await benchDatabases();
for (const kind of databases) {
  if (runs("generation")) {
    console.log(`\n— generation, ${kind} —`);
    await benchGeneration(kind);
  }
  if (runs("library")) {
    console.log(`\n— library, ${kind} —`);
    await benchLibrary(kind);
  }
}

if (runs("admin") && databases.includes("postgres")) {
  console.log("\n— admin dashboard, postgres —");
  await benchAdmin();
}

if (runs("web")) {
  console.log("\n— web budgets and Lighthouse —");
  await benchWeb();
}
