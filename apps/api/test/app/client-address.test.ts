import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config.ts";
import { signupBody } from "../support/accounts.ts";
import { createTestApp, testConfig } from "../support/app.ts";
import type { App } from "../../src/app.ts";

// Which address is the client, for each form of TRUST_PROXY, seen through a limit (the
// sign-up attempts of one email and client): forged X-Forwarded-For entries, left of the
// right-most untrusted address, must not change it.

interface Form {
  app: App;
  /** The X-Forwarded-For the proxies pass on, the client's forged entry first. */
  chain: (forged: string, client: string) => string;
}

const forms: Record<string, Form> = {
  // a reverse proxy on the same machine
  true: {
    app: await createTestApp({ TRUST_PROXY: "true" }),
    chain: (forged, client) => `${forged}, ${client}`,
  },
  // a load balancer, then a proxy
  "2": {
    app: await createTestApp({ TRUST_PROXY: "2" }),
    chain: (forged, client) => `${forged}, ${client}, 10.0.0.2`,
  },
  // the proxies by address; the client writes addresses that look like the proxies'
  "127.0.0.1,10.0.0.0/8": {
    app: await createTestApp({ TRUST_PROXY: "127.0.0.1,10.0.0.0/8" }),
    chain: (forged, client) => `10.${forged}, ${client}, 10.1.2.3`,
  },
};

function signUpThrough(form: Form, email: string, forwardedFor: string) {
  return form.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    // invalid on purpose: counted, and answered without creating anything
    payload: signupBody({ email, phone: "" }),
    remoteAddress: "127.0.0.1",
    headers: { origin: "http://localhost:3000", "x-forwarded-for": forwardedFor },
  });
}

describe.each(Object.keys(forms))("TRUST_PROXY=%s", (name) => {
  const form = forms[name]!;

  it("takes the right-most untrusted address as the client; forged entries left of it change nothing", async () => {
    const email = `trust${Date.now()}@ufl.edu`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await signUpThrough(form, email, form.chain(`6.6.6.${attempt}`, "203.0.113.50"));
      expect(response.statusCode).toBe(400);
    }
    expect((await signUpThrough(form, email, form.chain("7.7.7.7", "203.0.113.50"))).statusCode).toBe(429);
    // another client behind the same proxies
    expect((await signUpThrough(form, email, form.chain("6.6.6.1", "203.0.113.51"))).statusCode).toBe(400);
  });
});

describe("TRUST_PROXY values", () => {
  it("reads true and false, hop counts and lists of addresses and ranges", () => {
    expect(testConfig().TRUST_PROXY).toBe(0);
    expect(testConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(0);
    expect(testConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(testConfig({ TRUST_PROXY: "3" }).TRUST_PROXY).toBe(3);
    expect(testConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,fd00::/8, loopback" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "fd00::/8",
      "loopback",
    ]);
  });

  it.each(["10.0.0.0/33", "proxy.example", "10.0.0.1,", "-1"])("refuses %s, naming the variable", (value) => {
    expect(() => testConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => testConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
