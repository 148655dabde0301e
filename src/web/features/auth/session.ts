// What every signed-in screen needs first: the provider of the auth context and the route guard,
// fetched as one chunk.
export { AuthProvider } from "./auth-provider";
export { RequireAuth } from "./require-auth";
