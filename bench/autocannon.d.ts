// The part of autocannon's API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Worker threads sending the load; each takes connections / workers. */
    workers?: number;
    /** In worker mode, a path to a CommonJS module exporting the function. */
    requests?: { setupRequest?: string | ((req: { path: string }) => { path: string }) }[];
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p95?: number; p97_5?: number; p99: number; average: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(opts: Options): Promise<Result>;
}
