#!/bin/sh
# Hover (over a real LSP connection, allot lsp --stdio) on `reserve all "die Nachrückliste"`: the
# allocation's says the name; a stage's does not (§14.11: "Hover on the `reserve` item says the name").
cd "$(dirname "$0")"
for f in allocation_list stage_list; do
  echo "== $f"; CHARS=600 node ../../lsp-client.mjs $f.allot "reserve all" 2>&1 | grep "^hover 'reserve"
done
