import client from 'prom-client';

/** One registry per process: request counts and latencies by route pattern, plus Node defaults. */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route kind and status',
    labelNames: ['method', 'kind', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return { registry, httpDuration };
}
export type Metrics = ReturnType<typeof createMetrics>;
