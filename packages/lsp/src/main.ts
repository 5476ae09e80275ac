#!/usr/bin/env node
// The `allot-language-server` program: starts the server on --stdio or --node-ipc.
import { startServer } from "./index.js";

if (!process.argv.some((a) => a === "--stdio" || a === "--node-ipc" || a.startsWith("--socket=") || a.startsWith("--pipe="))) {
  process.stderr.write("usage: allot-language-server --stdio | --node-ipc\n");
  process.exit(2);
}
startServer();
