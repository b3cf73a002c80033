// libedit as fixed-argument functions Swift can call (el_set, el_get and history are variadic, and Swift 6
// cannot pass C's stdin/stdout). libedit, libtinfo and libbsd are linked into the binary from their static
// archives (libedit-dev brings them; see Package.swift): nothing to map or resolve at start, so the
// first prompt pays no dynamic loading, and `-c` and pipes never run any of it.
#ifndef SOUS_CEDITLINE_H
#define SOUS_CEDITLINE_H

#include <stddef.h>
#include <stdio.h>
#include <wchar.h>
#include <histedit.h>

/// A user-defined editor function (EL_ADDFN): returns one of the CC_* codes.
typedef unsigned char (*sous_el_command_t)(EditLine *, int);
/// A prompt function (EL_PROMPT_ESC).
typedef char *(*sous_el_prompt_t)(EditLine *);

/// Creates an editor on the process's stdin/stdout/stderr (Swift 6 cannot touch those C globals).
EditLine *sous_el_init(const char *program);
void sous_el_end(EditLine *el);

/// Flushes the stdout FILE libedit writes through, before sous writes to the descriptor directly.
void sous_flush_stdout(void);

const char *sous_el_gets(EditLine *el, int *count);
int sous_el_getc(EditLine *el, char *character);
int sous_el_wgetc(EditLine *el, wchar_t *character);
void sous_el_push(EditLine *el, const char *text);
void sous_el_wpush(EditLine *el, const wchar_t *text);
const LineInfoW *sous_el_wline(EditLine *el);
int sous_el_winsertstr(EditLine *el, const wchar_t *text);
int sous_el_cursor(EditLine *el, int count);
void sous_el_deletestr(EditLine *el, int count);
int sous_el_source(EditLine *el, const char *file);
void sous_el_resize(EditLine *el);

/// EL_PROMPT_ESC: the prompt, with `ignore` bracketing invisible runs (colour escapes).
int sous_el_set_prompt(EditLine *el, sous_el_prompt_t prompt, char ignore);
/// EL_EDITOR, EL_TERMINAL and other operations that take one string.
int sous_el_set_string(EditLine *el, int op, const char *value);
/// EL_SIGNAL, EL_EDITMODE, EL_PREP_TERM and other operations that take one int.
int sous_el_set_int(EditLine *el, int op, int value);
/// EL_REFRESH: redraws the prompt and the line where they are (after a stop or a listing).
int sous_el_refresh(EditLine *el);
int sous_el_set_clientdata(EditLine *el, void *data);
void *sous_el_get_clientdata(EditLine *el);
/// EL_GETCFN: where the editor reads characters from (sous's reader also wakes up for signals).
int sous_el_set_getcfn(EditLine *el, el_rfunc_t read);
/// EL_ADDFN: names a function so keys can be bound to it.
int sous_el_addfn(EditLine *el, const char *name, const char *help, sous_el_command_t fn);
/// EL_BIND: binds a key sequence (libedit notation: "^I", "\\e[H") to a named editor command.
int sous_el_bind(EditLine *el, const char *key, const char *command);
/// EL_HIST: Up/Down walk this history (Ctrl-R and suggestions are sous's own, over EditorHistory).
int sous_el_set_history(EditLine *el, History *h);

History *sous_history_init(void);
void sous_history_end(History *h);
int sous_history_set_size(History *h, int size);
/// H_SETUNIQUE: a line equal to the one before is not added again.
int sous_history_set_unique(History *h, int unique);
int sous_history_enter(History *h, const char *line);

/// Whether a full-screen pager can drive the terminal `name` (a `TERM` value): its terminfo entry is
/// found, is not a hardcopy terminal, and can move the cursor; less says "terminal is not fully
/// functional" otherwise. Reads terminfo (libtinfo, linked with libedit) and leaves libtinfo's
/// current terminal as it was.
int sous_terminal_can_page(const char *name);
#endif
