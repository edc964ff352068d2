import { connect, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a server (here Redis) that a test controls: it can cut every connection (the
 * server going away) and hold back what clients send from a chosen chunk on (a server that has not answered
 * yet), which a real server cannot be made to do at a chosen moment.
 */
export class TcpGate {
  /** From the first chunk a client sends that this matches, nothing more of its connection goes through. */
  holdFrom?: RegExp;
  private readonly pairs = new Set<[Socket, Socket]>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async open(targetPort: number): Promise<TcpGate> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const gate = new TcpGate(server, (server.address() as { port: number }).port);
    server.on('connection', (client) => gate.relay(client, connect(targetPort, '127.0.0.1')));
    return gate;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Closes every connection through the gate; new ones are let through. */
  cut(): void {
    for (const [client, upstream] of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
  }

  async close(): Promise<void> {
    this.cut();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private relay(client: Socket, upstream: Socket): void {
    const pair: [Socket, Socket] = [client, upstream];
    this.pairs.add(pair);
    let held = false;
    client.on('data', (chunk: Buffer) => {
      held ||= !!this.holdFrom?.test(chunk.toString('latin1'));
      if (!held) upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    const end = () => {
      this.pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) socket.on('end', end).on('error', end).on('close', end);
  }
}
