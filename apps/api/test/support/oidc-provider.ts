import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { interactionPolicy } from "oidc-provider";

// A real OpenID provider (the `oidc-provider` package) on loopback, standing in for
// Google in API and browser tests. Its login page is an account chooser: one button per
// account the test configured; choosing one signs in and grants openid, email and profile.

/** An account the stand-in can sign in as. */
export interface StandInAccount {
  email: string;
  /** The provider's account id (`sub`); default derived from the email. Keep it to change an account's email. */
  subject?: string;
  /** What the provider says about the address (Google's `email_verified`); default true. */
  emailVerified?: boolean;
  givenName?: string;
  familyName?: string;
  picture?: string;
}

export interface OidcStandIn {
  /** The issuer; its discovery document is at `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  /** The query of every authorization request received, oldest first. */
  authorizationRequests: URLSearchParams[];
  /** Adds accounts the chooser offers (one with a known email or subject replaces the old one). */
  addAccounts(accounts: StandInAccount[]): void;
  close(): Promise<void>;
}

export interface OidcStandInOptions {
  /** Where the relying party receives the code, e.g. http://127.0.0.1:3000/api/auth/callback/google. */
  redirectUris: string[];
  port?: number;
  accounts?: StandInAccount[];
  clientId?: string;
  clientSecret?: string;
  /**
   * Lets another process add accounts: POST /test/accounts with a JSON list of accounts
   * (a browser test talking to a stand-in its web server started). Loopback only, tests only.
   */
  acceptAccountsOverHttp?: boolean;
}

/** The account id the stand-in gives an email: stable, so a second sign-in is the same account. */
export function standInSubject(email: string): string {
  return `sub-${Buffer.from(email.toLowerCase()).toString("hex")}`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function chooserPage(uid: string, accounts: StandInAccount[]): string {
  const buttons = accounts
    .map(
      (account) =>
        `<li><button type="submit" name="email" value="${escapeHtml(account.email)}">${escapeHtml(account.email)}</button></li>`,
    )
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Choose an account</title></head>
<body><main><h1>Choose an account</h1><form method="post" action="/interaction/${encodeURIComponent(uid)}"><ul>${buttons}</ul></form></main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startOidcStandIn(options: OidcStandInOptions): Promise<OidcStandIn> {
  const clientId = options.clientId ?? "campusride-test-client";
  const clientSecret = options.clientSecret ?? "campusride-test-secret-0123456789";
  const accounts = new Map<string, StandInAccount>();
  const bySubject = new Map<string, StandInAccount>();
  const addAccounts = (list: StandInAccount[]) => {
    for (const account of list) {
      const subject = account.subject ?? standInSubject(account.email);
      for (const [email, known] of accounts) {
        if ((known.subject ?? standInSubject(known.email)) === subject) accounts.delete(email);
      }
      accounts.set(account.email.toLowerCase(), account);
      bySubject.set(subject, account);
    }
  };
  addAccounts(options.accounts ?? []);
  const authorizationRequests: URLSearchParams[] = [];

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Google's account chooser is `prompt=select_account`; the provider accepts it as a prompt
  const policy = interactionPolicy.base();
  policy.add(new interactionPolicy.Prompt({ name: "select_account", requestable: true }), 0);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name", "picture"],
    },
    // Google's own authorization parameters, accepted (and recorded) like Google does
    extraParams: ["access_type", "hd"],
    scopes: ["openid", "email", "profile", "offline_access"],
    pkce: { required: () => true },
    // a refresh token, as Google gives one for access_type=offline
    issueRefreshToken: () => true,
    // like Google, the ID token itself carries the email claims
    conformIdTokenClaims: false,
    interactions: {
      policy,
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["campusride-oidc-stand-in-cookie-key"] },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = bySubject.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: [account.givenName, account.familyName].filter(Boolean).join(" ") || account.email,
          given_name: account.givenName,
          family_name: account.familyName,
          picture: account.picture,
        }),
      };
    },
  });
  const handleProvider = provider.callback();

  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? "/", issuer);
    if (url.pathname === "/auth") authorizationRequests.push(url.searchParams);
    if (options.acceptAccountsOverHttp && url.pathname === "/test/accounts" && req.method === "POST") {
      void (async () => {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        addAccounts(JSON.parse(Buffer.concat(chunks).toString("utf8")) as StandInAccount[]);
        res.writeHead(204).end();
      })().catch(() => res.writeHead(400).end());
      return;
    }
    if (!url.pathname.startsWith("/interaction/")) {
      handleProvider(req, res);
      return;
    }
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if (req.method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        res.end(chooserPage(details.uid, [...accounts.values()]));
        return;
      }
      const email = (await readForm(req)).get("email") ?? "";
      if (!accounts.has(email.toLowerCase())) {
        res.writeHead(400, { "content-type": "text/plain" });
        res.end("unknown account");
        return;
      }
      const chosen = accounts.get(email.toLowerCase())!;
      const accountId = chosen.subject ?? standInSubject(chosen.email);
      const grant = new provider.Grant({ accountId, clientId });
      grant.addOIDCScope("openid email profile offline_access");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { select_account: {}, login: { accountId }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    authorizationRequests,
    addAccounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
