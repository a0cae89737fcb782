// A TCP server that accepts connections and never answers: what a database or a storage endpoint
// behind dropped packets looks like (platform/probes.test.ts, main.test.ts).
import net from 'node:net';

export interface SilentServer {
  /** Drops the connections it holds and stops listening. */
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port`, accepting every connection and answering none. */
export async function listenSilently(port: number): Promise<SilentServer> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
