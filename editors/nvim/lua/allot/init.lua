-- Allot for Neovim: starts the Allot language server (`allot lsp --stdio`) for every buffer of
-- filetype `allot` and attaches it — diagnostics as you type, hover with the legal text,
-- completion, go to definition, rename, formatting. Neovim 0.8 and later use `vim.lsp.start`
-- (one client per project root, reused); 0.7 uses `vim.lsp.start_client` and
-- `vim.lsp.buf_attach_client`, keeping one client per root itself. See docs/editors.md.
--
--   require("allot").setup({ cmd = { "node", "/path/to/allot/packages/dsl/dist/allot.mjs", "lsp", "--stdio" } })
--
-- Every option is a field of the client configuration (`cmd`, `on_attach`, `on_init`,
-- `capabilities`, ...); `root_markers` lists the files that mark a project's root.
local M = {}

local defaults = {
  name = "allot",
  cmd = { "allot", "lsp", "--stdio" },
  root_markers = { ".git", "pnpm-workspace.yaml", "package.json" },
}

-- client ids by root folder, for Neovim 0.7 (0.8's vim.lsp.start reuses clients itself)
local started = {}

--- The nearest folder above the buffer's file that holds one of the markers, else the file's folder.
local function root_of(buf, markers)
  local dir = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(buf), ":p:h")
  for _, marker in ipairs(markers) do
    -- a folder marker's full path ends in '/', so its parent is two ':h' away; a file's is one
    local folder = vim.fn.finddir(marker, dir .. ";")
    if folder ~= "" then return vim.fn.fnamemodify(folder, ":p:h:h") end
    local file = vim.fn.findfile(marker, dir .. ";")
    if file ~= "" then return vim.fn.fnamemodify(file, ":p:h") end
  end
  return dir
end

--- Starts (or reuses) the client for the buffer's project and attaches it; returns the client id.
function M.start(buf, options)
  local opts = options or M.options or defaults
  local config = {}
  for k, v in pairs(opts) do
    if k ~= "root_markers" then config[k] = v end
  end
  config.root_dir = config.root_dir or root_of(buf, opts.root_markers or defaults.root_markers)
  if vim.lsp.start then
    return vim.lsp.start(config, { bufnr = buf })
  end
  local id = started[config.root_dir]
  if not id or not vim.lsp.get_client_by_id(id) then
    id = vim.lsp.start_client(config)
    started[config.root_dir] = id
  end
  if id then vim.lsp.buf_attach_client(buf, id) end
  return id
end

--- Starts the server for every `allot` buffer, those open now and those opened later.
function M.setup(options)
  M.options = vim.tbl_extend("force", defaults, options or {})
  local group = vim.api.nvim_create_augroup("allot_lsp", { clear = true })
  vim.api.nvim_create_autocmd("FileType", {
    group = group,
    pattern = "allot",
    callback = function(args) M.start(args.buf, M.options) end,
  })
  for _, buf in ipairs(vim.api.nvim_list_bufs()) do
    if vim.api.nvim_buf_is_loaded(buf) and vim.bo[buf].filetype == "allot" then M.start(buf, M.options) end
  end
end

return M
