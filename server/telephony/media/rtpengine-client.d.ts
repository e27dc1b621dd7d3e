// rtpengine-client ships no types; ng-client.ts narrows what it uses.
declare module 'rtpengine-client' {
  export class Client {
    constructor(options?: { timeout?: number; localAddress?: string; localPort?: number });
  }
}
