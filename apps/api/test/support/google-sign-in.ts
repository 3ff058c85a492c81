import type { App } from "../../src/app.ts";
import { ORIGIN, cookieHeader, freshIp } from "./accounts.ts";
import type { OidcStandIn } from "./oidc-provider.ts";

/** The app's side of a Google sign-in: where it sent the browser last, and its cookies. */
export interface GoogleSignInResult {
  /** The callback's answer: where better-auth sends the browser (e.g. /oauth-callback?error=…). */
  location: string;
  status: number;
  /** The app's cookies after the callback (the session cookie on success). */
  cookie: string;
}

/** A cookie jar as small as the stand-in needs: name → value, every path. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(setCookie: string[]): void {
    for (const line of setCookie) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/** Starts a Google sign-in on the app: the provider's authorization URL and the app's state cookie. */
export async function startGoogleSignIn(
  app: App,
  body: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ url: string; cookie: string }> {
  const started = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    payload: {
      provider: "google",
      callbackURL: "/oauth-callback",
      errorCallbackURL: "/oauth-callback",
      ...body,
    },
    remoteAddress: freshIp(),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  });
  if (started.statusCode !== 200) throw new Error(`sign-in/social: ${started.statusCode} ${started.body}`);
  const stateCookie = cookieHeader(started.headers["set-cookie"]);
  return {
    url: (started.json() as { url: string }).url,
    cookie: [cookie, stateCookie].filter(Boolean).join("; "),
  };
}

/**
 * What a browser does at the provider: opens the authorization URL, picks `email` in the
 * account chooser, and follows the provider's redirects until it is sent back to the app.
 * Returns the app URL (path and query) the provider sent it to.
 */
export async function chooseAccountAtProvider(
  provider: OidcStandIn,
  authorizationUrl: string,
  email: string,
) {
  const jar = new CookieJar();
  let url = authorizationUrl;
  let method = "GET";
  let body: string | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      method,
      body,
      redirect: "manual",
      headers: {
        cookie: jar.header(),
        ...(body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
    });
    jar.store(response.headers.getSetCookie());
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin !== provider.issuer) return `${next.pathname}${next.search}`;
      url = next.href;
      method = "GET";
      body = undefined;
      continue;
    }
    if (response.status === 200 && new URL(url).pathname.startsWith("/interaction/")) {
      await response.text();
      method = "POST";
      body = new URLSearchParams({ email }).toString();
      continue;
    }
    throw new Error(`provider answered ${response.status}: ${await response.text()}`);
  }
  throw new Error("too many redirects at the provider");
}

/** Calls the app's callback the way the browser arrives there, with the cookies it holds. */
export async function finishGoogleSignIn(
  app: App,
  callbackPath: string,
  cookie: string,
): Promise<GoogleSignInResult> {
  const answer = await app.inject({
    method: "GET",
    url: callbackPath,
    headers: { cookie },
    remoteAddress: freshIp(),
  });
  return {
    status: answer.statusCode,
    location: String(answer.headers.location ?? ""),
    cookie: cookieHeader(answer.headers["set-cookie"]),
  };
}

/** A whole Google sign-in as `email`, started with `cookie` (e.g. a session already held). */
export async function signInWithGoogle(
  app: App,
  provider: OidcStandIn,
  email: string,
  cookie?: string,
): Promise<GoogleSignInResult> {
  const started = await startGoogleSignIn(app, {}, cookie);
  const callbackPath = await chooseAccountAtProvider(provider, started.url, email);
  return finishGoogleSignIn(app, callbackPath, started.cookie);
}
