import http from "node:http";

/** A live stream held open by the benchmark. */
export interface BenchStream {
  /** The text awaited; set it (and clear receivedAt) to await the next. */
  marker: string;
  /** performance.now() when the marker first arrived. */
  receivedAt?: number;
  close(): void;
}

/**
 * Opens GET /api/events with `cookie` and resolves once the stream has started (its
 * `retry:` line read). Records when text containing the stream's marker arrives.
 */
export function openBenchStream(baseUrl: string, cookie: string, marker: string): Promise<BenchStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${baseUrl}/api/events`, { headers: { cookie }, agent: false }, (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/events answered ${response.statusCode}`));
        response.resume();
        return;
      }
      const stream: BenchStream = { marker, close: () => request.destroy() };
      let started = false;
      let tail = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        if (!started) {
          started = true;
          resolve(stream);
        }
        if (stream.receivedAt !== undefined) return;
        // a marker may straddle two chunks
        const text = tail + chunk;
        if (text.includes(stream.marker)) stream.receivedAt = performance.now();
        tail = text.slice(-stream.marker.length);
      });
      response.on("error", () => {});
    });
    request.on("error", reject);
  });
}

/** Opens `cookies.length` streams, `concurrency` at a time. */
export async function openBenchStreams(
  baseUrl: string,
  cookies: readonly string[],
  marker: string,
  concurrency = 50,
): Promise<BenchStream[]> {
  const streams: BenchStream[] = new Array(cookies.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < cookies.length) {
      const index = next++;
      streams[index] = await openBenchStream(baseUrl, cookies[index]!, marker);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return streams;
}
