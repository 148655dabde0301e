import { OAuth2Server } from "oauth2-mock-server";

export interface Identity {
  sub: string;
  email: string;
  name: string;
}

/**
 * A local OpenID Connect provider on loopback standing in for Google. `next` sets who signs in at the
 * next authorization: it shapes both the ID token and the userinfo answer.
 */
export async function startOpenIdProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const issuer = server.issuer.url!;
  let identity: Identity = { sub: "google-sub-1", email: "oauth@example.com", name: "OAuth User" };

  server.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { sub: identity.sub, email: identity.email, email_verified: true, name: identity.name });
  });
  server.service.on("beforeUserinfo", (response) => {
    response.body = { sub: identity.sub, email: identity.email, email_verified: true, name: identity.name };
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    next(who: Identity) {
      identity = who;
    },
    stop: () => server.stop(),
  };
}
