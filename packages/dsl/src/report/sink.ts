// Writing a report as it is made: every result format is an iterable of text chunks (`Chunks`),
// and `writeChunks` writes them to a file or to stdout as they come, so a result of a million
// applications is never one string (V8 caps a string at about 512 MiB). A format written as one
// string is simply one chunk. The chunks are encoded as UTF-8 straight into a reused 1 MiB buffer
// (`Buffer.write`), which is written when full: no string is concatenated, and no rope of small
// strings is flattened and encoded again by the stream (that had been most of the time of writing
// a result with its explanations). `textOf` joins the chunks, for callers that want the whole
// text of a small result.
import { writeSync } from "node:fs";
import { replaceFile } from "../replaceFile.js";
import { once } from "node:events";
import type { Writable } from "node:stream";

/**
 * A report as chunks, in order: their concatenation is the report. A chunk is text, or text
 * already encoded as UTF-8 (whole characters: a writer that keeps the bytes of a repeated part
 * encodes it once). Bytes are the chunk's until the next chunk is asked for: a writer may write
 * its buffer again after that (rowBytes.ts), so a consumer that keeps them copies them.
 */
export type Chunks = Iterable<string | Uint8Array>;

const batchBytes = 1 << 20;
/** The most characters encoded at once: their UTF-8 fits in a batch. */
const pieceChars = Math.floor(batchBytes / 3);

/**
 * The chunks encoded into batches of bytes, each yielded when full (and the last one). The
 * caller consumes a batch before asking for the next (a file), or `fresh` makes each batch a
 * new buffer (a stream, which keeps what it is given).
 */
function* batches(chunks: Chunks, fresh: boolean): Generator<Buffer> {
  let buf = Buffer.allocUnsafe(batchBytes);
  let pos = 0;
  for (const chunk of chunks) {
    if (typeof chunk !== "string") {
      // bytes: copied into the batch, or (a long run) passed on as they are after the batch so far
      const long = chunk.length > batchBytes >> 2;
      if (pos > 0 && (long || pos + chunk.length > batchBytes)) {
        yield buf.subarray(0, pos);
        if (fresh) buf = Buffer.allocUnsafe(batchBytes);
        pos = 0;
      }
      // (a stream keeps what it is given: a copy)
      if (long) yield fresh ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      else {
        buf.set(chunk, pos);
        pos += chunk.length;
      }
      continue;
    }
    // a chunk longer than a batch is encoded a piece at a time, never cut inside a surrogate pair
    for (let from = 0; from < chunk.length; ) {
      let to = Math.min(chunk.length, from + pieceChars);
      if (to < chunk.length) {
        const c = chunk.charCodeAt(to - 1);
        if (c >= 0xd800 && c <= 0xdbff) to--;
      }
      // a UTF-16 code unit takes at most 3 bytes of UTF-8
      if (pos > 0 && pos + (to - from) * 3 > batchBytes) {
        yield buf.subarray(0, pos);
        if (fresh) buf = Buffer.allocUnsafe(batchBytes);
        pos = 0;
      }
      pos += buf.write(from === 0 && to === chunk.length ? chunk : chunk.slice(from, to), pos, "utf8");
      from = to;
    }
  }
  if (pos > 0) yield buf.subarray(0, pos);
}

/** Writes `chunks` to `stream` in batches, respecting backpressure; does not end the stream. */
export async function writeChunks(chunks: Chunks, stream: Writable): Promise<void> {
  for (const bytes of batches(chunks, true)) {
    // `once` rejects when the stream emits "error" while waiting
    if (!stream.write(bytes)) await once(stream, "drain");
  }
}

/** Writes `chunks` to the file `path` (created or truncated) and closes it. */
export async function writeChunksToFile(chunks: Chunks, path: string): Promise<void> {
  replaceFile(path, (fd) => {
    for (const bytes of batches(chunks, false)) {
      for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off, bytes.length - off);
    }
  });
}

/** The whole text of `chunks`. */
export function textOf(chunks: Chunks): string {
  let text = "";
  for (const c of chunks) text += typeof c === "string" ? c : Buffer.from(c.buffer, c.byteOffset, c.byteLength).toString("utf8");
  return text;
}
