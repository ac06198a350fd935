// oidc-provider 9 ships no type declarations; the test helper uses this much of it.
declare module 'oidc-provider' {
  import type { RequestListener } from 'node:http';
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): RequestListener;
  }
}
