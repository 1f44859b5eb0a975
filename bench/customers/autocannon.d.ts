declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p97_5: number; p99: number };
    non2xx: number;
    errors: number;
  }
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
  }
  export default function autocannon(options: Options): Instance;
}
