// `npm run bench`: load and size benchmarks against the real server on loopback, on every database here.
// Each run is bounded in requests and seconds. Figures go to docs/performance.md by hand, with the machine.
// BENCH_ONLY=generation,startup (any of cpu, generation, model, startup, library, names, lists, admin, web) runs only those parts.
import os from "node:os";
import { benchAdmin } from "./admin";
import { benchCpu } from "./cpu";
import { benchGeneration, benchModelOverhead } from "./generation";
import { benchLibrary } from "./library";
import { benchPromptsByName } from "./prompts-by-name";
import { benchLists } from "./lists";
import { benchDatabases } from "./servers";
import { benchStartup } from "./startup";
import { benchWeb } from "./web";

const only = process.env.BENCH_ONLY?.split(",");
const runs = (part: string) => !only || only.includes(part);

console.log(`Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}\n`);

const databases = await benchDatabases();
for (const kind of databases) {
  if (runs("cpu")) {
    console.log(`\n— CPU per request, ${kind} —`);
    await benchCpu(kind);
  }
  if (runs("generation")) {
    console.log(`\n— generation, ${kind} —`);
    await benchGeneration(kind);
  }
  if (runs("model")) {
    console.log(`\n— generation with a model, ${kind} —`);
    await benchModelOverhead(kind);
  }
  if (runs("startup")) {
    console.log(`\n— cold start, ${kind} —`);
    await benchStartup(kind);
  }
  if (runs("library")) {
    console.log(`\n— library, ${kind} —`);
    await benchLibrary(kind);
  }
  if (runs("names")) {
    console.log(`\n— prompts by name, ${kind} —`);
    await benchPromptsByName(kind);
  }
  if (runs("lists")) {
    console.log(`\n— lists with 1,000 users and 1,000,000 history rows, ${kind} —`);
    await benchLists(kind);
  }
}

if (databases.includes("postgres") && runs("admin")) {
  console.log("\n— admin dashboard, postgres —");
  await benchAdmin();
}

if (runs("web")) {
  console.log("\n— web budgets and Lighthouse —");
  await benchWeb();
}
