// @allot/lsp: the Allot language server. `startServer()` listens on the transport given on the
// command line (--stdio for Neovim and tests, --node-ipc for VS Code).
import { createConnection, ProposedFeatures } from "vscode-languageserver/node";
import { createServer } from "./server.js";

export { createServer, capabilities, legend } from "./server.js";

export function startServer(): void {
  const connection = createConnection(ProposedFeatures.all);
  createServer(connection);
  // Last line of defence: a bug outside a guarded handler is logged, never fatal.
  process.on("uncaughtException", (e) => connection.console.error(`allot: uncaught: ${e.stack ?? e.message}`));
  process.on("unhandledRejection", (e) => connection.console.error(`allot: unhandled rejection: ${String(e)}`));
  connection.listen();
}
