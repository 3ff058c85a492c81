/**
 * The fair-use limits out of the way, for the suites and benchmarks that send one
 * account's requests by the dozen at once or by the hundred a minute, or hundreds of
 * students' from one address, on purpose (races, property trials, fuzzing, load): what
 * they measure is what the routes do then, not the limits (fair-use.test.ts proves those).
 */
export const UNLIMITED_CALLERS: Record<string, string> = {
  ACCOUNT_REQUESTS_IN_FLIGHT: "10000",
  ACCOUNT_READS_PER_MINUTE: "1000000",
  ACCOUNT_WRITES_PER_MINUTE: "1000000",
  ADDRESS_REQUESTS_IN_FLIGHT: "10000",
  ADDRESS_READS_PER_MINUTE: "10000000",
  ADDRESS_WRITES_PER_MINUTE: "10000000",
};
