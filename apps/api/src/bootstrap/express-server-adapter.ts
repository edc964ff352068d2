import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import type { NestApplicationOptions } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Express } from 'express';

/**
 * Nest's Express adapter, with a server whose requests and responses are born with the Express app's
 * prototypes (`app.request`, `app.response`). Express gives every request and response its prototypes with
 * `Object.setPrototypeOf` as it takes them; on an object born with another prototype, V8 gives it a new hidden
 * class, and every object the request or the answer allocates then outlives the scavenges of the young
 * generation: about 7 KiB per request promoted to the old one (`--trace-gc-nvp`), a full collection every 2.5 s
 * under load, and their pauses in the slowest answers. Born with those prototypes, Express's call changes
 * nothing, and almost nothing of a request reaches the old generation.
 *
 * Node's server makes them with `new` (its `IncomingMessage` and `ServerResponse` options); these constructors
 * run Node's own ones with the app's prototypes instead.
 */
export class ExpressServerAdapter extends ExpressAdapter {
  override initHttpServer(options: NestApplicationOptions): void {
    // Nest's server first: its middleware for `return503OnClosing` stays. Connections it tracks for
    // `forceCloseConnections` would be those of its own server, so that option keeps it.
    super.initHttpServer(options);
    if (options.httpsOptions || options.forceCloseConnections) return;
    const app = this.getInstance<Express>();
    this.setHttpServer(
      createServer(
        {
          IncomingMessage: bornWith(IncomingMessage, app.request),
          ServerResponse: bornWith(ServerResponse, app.response),
        },
        app,
      ),
    );
  }
}

/** A constructor that runs `base` on an object whose prototype is `prototype` (which inherits base's). */
function bornWith<T extends typeof IncomingMessage | typeof ServerResponse>(base: T, prototype: object): T {
  function Born(...args: unknown[]) {
    return Reflect.construct(base, args, Born);
  }
  Born.prototype = prototype;
  return Born as unknown as T;
}
