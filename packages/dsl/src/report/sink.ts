// Writing a report as it is made: every result format is an iterable of text chunks (`Chunks`),
// and `writeChunks` writes them to a file or to stdout in batches of about 64 KiB, waiting for the
// stream to drain, so a result of a million applications is never one string (V8 caps a string
// at about 512 MiB). A format written as one string is simply one chunk. `textOf` joins the
// chunks, for callers that want the whole text of a small result.
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import type { Writable } from "node:stream";

/** A report as text chunks, in order: their concatenation is the report. */
export type Chunks = Iterable<string>;

const batchSize = 64 * 1024;

/** Writes `chunks` to `stream` in batches, respecting backpressure; does not end the stream. */
export async function writeChunks(chunks: Chunks, stream: Writable): Promise<void> {
  let batch = "";
  const flush = async () => {
    const text = batch;
    batch = "";
    // `once` rejects when the stream emits "error" while waiting
    if (!stream.write(text)) await once(stream, "drain");
  };
  for (const chunk of chunks) {
    batch += chunk;
    if (batch.length >= batchSize) await flush();
  }
  if (batch) await flush();
}

/** Writes `chunks` to the file `path` (created or truncated) and closes it. */
export async function writeChunksToFile(chunks: Chunks, path: string): Promise<void> {
  const file = createWriteStream(path);
  try {
    await once(file, "open");
    await writeChunks(chunks, file);
  } finally {
    file.end();
  }
  await once(file, "close");
}

/** The whole text of `chunks`. */
export function textOf(chunks: Chunks): string {
  let text = "";
  for (const c of chunks) text += c;
  return text;
}
