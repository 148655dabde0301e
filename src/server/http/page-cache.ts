import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Context } from "hono";

/** A page as it went out once: its body, compressed once, and its ETag. */
export interface KeptPage {
  status: 200;
  body: string;
  gzipped: Uint8Array<ArrayBuffer>;
  etag: string;
}

/** Pages kept at most: each is a few tens of kilobytes, the least recently served goes first. */
const KEPT_PAGES = 500;

/**
 * Data pages as a visitor sees them (web-app.ts), by path, each with the data it was rendered from. A visitor's page is
 * a function of its path and its data alone, so while the data a request just read is the same, the page is the one
 * kept: rendering it again (about 5 ms of CPU) is what this saves, not the read, which every request still makes (a
 * revoked link is a 404 at once, on every instance). Memory only, per process.
 */
export function pageCache() {
  const pages = new Map<string, { data: string; page: KeptPage }>();
  return {
    /** The page kept for `path`, if it was rendered from the same `data`. */
    get(path: string, data: string): KeptPage | undefined {
      const kept = pages.get(path);
      if (kept?.data !== data) return undefined;
      // Map order is insertion order: moving an entry to the end keeps the order of last use.
      pages.delete(path);
      pages.set(path, kept);
      return kept.page;
    },
    keep(path: string, data: string, body: string): KeptPage {
      const page: KeptPage = {
        status: 200,
        body,
        gzipped: new Uint8Array(gzipSync(body)),
        // Weak: the same page goes out gzipped or not.
        etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      };
      pages.delete(path);
      pages.set(path, { data, page });
      if (pages.size > KEPT_PAGES) pages.delete(pages.keys().next().value!);
      return page;
    },
  };
}

/** Whether an If-None-Match header names `etag` (weak or strong, in a list) or is `*`. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || (ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false);
}

/** Whether an Accept-Encoding header takes gzip (not refused with q=0). */
function acceptsGzip(acceptEncoding: string | undefined): boolean {
  const gzip = /(?:^|,)\s*gzip\s*(?:;\s*q=([\d.]+))?\s*(?:,|$)/i.exec(acceptEncoding ?? "");
  return gzip !== null && (gzip[1] === undefined || Number(gzip[1]) > 0);
}

/**
 * Sends a kept page: 304 to a browser that has it already, else the body, gzipped once for all when the client takes
 * gzip (the app's compress middleware leaves an encoded body alone). The browser may store it but asks again each time
 * (no-cache), so a revoked link is gone at its next visit.
 */
export function sendKept(c: Context, page: KeptPage): Response {
  c.header("Cache-Control", "no-cache");
  c.header("Vary", "Cookie, Accept-Encoding");
  c.header("ETag", page.etag);
  if (matchesEtag(c.req.header("If-None-Match"), page.etag)) return c.body(null, 304);
  if (!acceptsGzip(c.req.header("Accept-Encoding"))) return c.html(page.body, page.status);
  c.header("Content-Encoding", "gzip");
  c.header("Content-Type", "text/html; charset=UTF-8");
  return c.body(page.gzipped, page.status);
}
