/**
 * The methods the app serves on a path, read from its own route table: a request whose path is
 * served but not with its method is a 405 with an `Allow` header (RFC 9110 §15.5.6), not a 404 that
 * says the path does not exist. HEAD is served wherever GET is (Bun answers it from the GET route).
 */

/** The methods served on a request path, sorted; empty when no route has the path. */
export type AllowedMethods = (path: string) => string[];

const literal = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export function allowedMethods(routes: readonly { method: string; path: string }[]): AllowedMethods {
  const patterns = routes.map((route) => ({
    method: route.method.toUpperCase(),
    // A `:param` segment is any one non-empty segment; a trailing slash routes as without one.
    path: new RegExp(
      `^${route.path
        .split("/")
        .map((segment) => (segment.startsWith(":") ? "[^/]+" : segment === "*" ? ".*" : literal(segment)))
        .join("/")}/?$`,
    ),
  }));
  return (path) => {
    const methods = new Set(patterns.filter((p) => p.path.test(path)).map((p) => p.method));
    if (methods.has("GET")) methods.add("HEAD");
    return [...methods].sort();
  };
}
