import net from "node:net"
import type { AddressInfo } from "node:net"

/** A TCP relay to a local server, which a test can cut as if that server went away. */
export interface TcpRelay {
  /** http://127.0.0.1:<the relay's port> */
  url: string
  /** Refuses new connections and drops every open one (a websocket included). */
  cut(): Promise<void>
  /** Serves again on the same port. */
  join(): Promise<void>
}

/** Relays 127.0.0.1:<a free port> to 127.0.0.1:`port`, byte for byte (HTTP and websockets alike). */
export async function tcpRelay(port: number): Promise<TcpRelay> {
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(port, "127.0.0.1")
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on("close", () => sockets.delete(socket))
          socket.on("error", () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      server = listening
      listening.once("error", reject)
      listening.listen(onPort, "127.0.0.1", () => resolve((listening.address() as AddressInfo).port))
    })
  const relayPort = await listen(0)
  return {
    url: `http://127.0.0.1:${relayPort}`,
    cut: () =>
      new Promise<void>((resolve) => {
        if (!server?.listening) return resolve()
        server.close(() => resolve())
        for (const socket of sockets) socket.destroy()
      }),
    join: async () => {
      await listen(relayPort)
    },
  }
}
