import { createServer, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";

/**
 * A TCP relay on loopback to a local server (PostgreSQL here), which a test can cut and restore to make
 * the database unreachable and reachable again without touching the real server.
 */
export async function startTcpProxy(targetPort: number, targetHost = "127.0.0.1") {
  const sockets = new Set<Socket>();
  let listening = false;
  let port = 0;
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });

  async function open() {
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    listening = true;
  }
  await open();

  return {
    get port() {
      return port;
    },
    /** Drops every connection and stops accepting new ones. */
    async cut() {
      for (const s of sockets) s.destroy();
      if (listening) await new Promise((resolve) => server.close(resolve));
      listening = false;
    },
    restore: open,
    stop() {
      return this.cut();
    },
  };
}
