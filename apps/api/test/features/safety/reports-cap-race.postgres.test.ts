import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { reports } from "../../../src/db/schema/index.ts";
import { REPORTS_PER_DAY } from "../../../src/features/safety/service.ts";
import { createTestApp } from "../../support/app.ts";
import { createSession } from "../../support/session.ts";

// One student's reports sent all at once. PGlite runs one query at a time, so a count
// taken without a lock would never show there: this file runs on PostgreSQL only, with a pool.
describe("the day's report cap under concurrency on PostgreSQL", async () => {
  const app = await createTestApp();

  it("takes at most ten of twenty reports sent at once; the others are 429", async () => {
    const reporter = await createSession(app);
    const others = await Promise.all(Array.from({ length: 20 }, () => createSession(app)));
    const answers = await Promise.all(
      others.map((other) =>
        app.inject({
          method: "POST",
          url: "/api/reports",
          headers: reporter.headers,
          payload: { userId: other.user.id, reason: "fake_profile" },
        }),
      ),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(REPORTS_PER_DAY);
    expect(codes.filter((code) => code === 429)).toHaveLength(others.length - REPORTS_PER_DAY);
    const stored = await app.db.select().from(reports).where(eq(reports.reporterId, reporter.user.id));
    expect(stored).toHaveLength(REPORTS_PER_DAY);
  });
});
