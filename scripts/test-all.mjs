// `npm test`: the fast tier a developer runs often, in order, stopping at the first
// failure. The long runs, the PostgreSQL pass, the server processes and every browser
// journey are `npm run test:deep` (CI runs both; README.md lists the suites).
import fs from "node:fs";
import path from "node:path";
import { browserStep, finish, freshReports, runSteps, vitestStep } from "./run-steps.mjs";

const reports = freshReports("reports");
// Every suite appends its logs here; the last step reads them all for secrets.
fs.rmSync(path.resolve(".tmp/test-logs"), { recursive: true, force: true });

const steps = [
  // one core each; both keep what they learned under node_modules/.cache for the next run
  {
    together: [
      { name: "lint", command: ["npm", "run", "lint"] },
      { name: "typecheck", command: ["npm", "run", "typecheck"] },
    ],
  },
  vitestStep(reports, ["unit", "unit-dom"], "unit.json"),
  // without the long runs (the api-long project, in test:deep)
  vitestStep(reports, "api", "api-pglite.json", { TEST_DB: "pglite" }),
  { name: "build", command: ["npm", "run", "build"] },
  { name: "size budget", command: ["npm", "run", "test:size"] },
  // the main loop: sign up and in, a trip, the search, a request, its approval, pay at pickup, messages
  browserStep(reports, "browser smoke journeys", "e2e-smoke.json", [], { E2E_SMOKE: "1" }),
  vitestStep(reports, "logs", "logs.json", { CAPTURED_LOG_SUITES: "api-pglite,e2e-server" }),
];

finish(await runSteps(steps), reports, "The fast tier");
