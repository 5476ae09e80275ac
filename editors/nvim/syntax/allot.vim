" Allot for Neovim (and Vim): syntax highlighting of Allot selection schemes. The keyword lists
" are the language's keywords (packages/dsl/src/syntax/tokens.ts; a test keeps them equal).
" Semantic highlighting from the language server, where the editor asks for it, refines this.
if exists("b:current_syntax")
  finish
endif

" declarations and the statements of blocks
syn keyword allotDeclaration scheme act source call application let define eligibility rule criterion maximum threshold ranking tiebreak allocation regime publish labels
" the rest of the language's words
syn keyword allotKeyword record enum list of optional unique per otherwise label weight points match bands at most least above below exactly
syn keyword allotKeyword every some in is present if then else keep ranked by first highest lowest earliest latest to the tie boundary
syn keyword allotKeyword lottery draw seed unresolved when budget unlimited amount pro rata rounded remainder reserve quota group together deadline after calendar columns as summed
syn keyword allotOperatorWord and or not
syn keyword allotBoolean true false
" words that are keywords only in their place, so a field may still be so named (the TextMate
" grammar scopes them the same way): `notice` opening its block (`notice {`, `notice per src {`:
" language.md §16.4), a notice's `objection within …`, and `all equal`, a ranking that ranks
" none, alone on its line or in its braces (§13.7)
syn match allotDeclaration "\<notice\ze\s*\%(per\s\+\h\w*\s*\)\={"
syn match allotKeyword "^\s*\zsobjection\s\+within\>"
" a quantity budget's unit, `budget call.volume "…" unit "kW"` (§14): before its text alone
syn match allotKeyword "\<unit\ze\s\+\""
" a range's step, `decimal in 0..5 step 0.5` (§6): before a number alone
syn match allotKeyword "\<step\ze\s\+-\?\d"
" a count of distinct values, `count(distinct p in partners: p.country)` (§8.7): before `x in` alone
syn match allotKeyword "\<distinct\ze\s\+\h\w*\s\+in\>"
syn match allotKeyword "\%(^\|{\)\s*\zsall\s\+equal\ze\s*\%($\|//\|}\)"
" `phase` opening a phase of criteria (`phase concurso "…" per b7 after t1 {`, §11.2): before a
" name and then a title, `per` or `after`; `decimal` of the scale of points, `points decimal(3)` (§11.3)
syn match allotDeclaration "\<phase\ze\s\+\h\w*\s*\%(\"\|per\>\|after\>\)"
syn match allotKeyword "\%(\<points\s\+\)\@<=decimal\ze\s*("

" literals: dates and moments before numbers, percentages, decimals and whole numbers
syn match allotDate "\<\d\{4}-\d\{2}-\d\{2}\%(T\d\{2}:\d\{2}\%(:\d\{2}\%(\.\d\{1,9}\)\=\)\=\%(Z\|[+-]\d\{2}:\d\{2}\)\=\)\="
syn match allotNumber "\<\d\+\%(\.\d\+\)\=%\="
syn match allotOperator "=>\|⇒\|<=\|≤\|>=\|≥\|!=\|≠\|==\|[=<>+*/×−|]\|-"

" strings, then legal text in triple quotes (defined later, so it wins where both start), comments
syn region allotString start=+"+ skip=+\\.+ end=+"+ oneline
syn region allotTextBlock start=+"""+ end=+"""+ contains=@Spell
syn keyword allotTodo TODO FIXME XXX NOTE contained
syn match allotLineComment "//.*$" contains=allotTodo,@Spell
syn region allotBlockComment start="/\*" end="\*/" contains=allotTodo,@Spell

hi def link allotDeclaration Structure
hi def link allotKeyword Keyword
hi def link allotOperatorWord Operator
hi def link allotBoolean Boolean
hi def link allotDate Constant
hi def link allotNumber Number
hi def link allotOperator Operator
hi def link allotTextBlock String
hi def link allotString String
hi def link allotTodo Todo
hi def link allotLineComment Comment
hi def link allotBlockComment Comment

" legal texts span many lines: highlight from the start of the file (schemes are short)
syn sync fromstart

let b:current_syntax = "allot"
