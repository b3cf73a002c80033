// Fixed-argument wrappers around libedit's variadic el_set/el_get/history, which Swift cannot call.
// Everything here is static inline, so the module stays header-only.
#ifndef SOUS_CEDITLINE_SHIM_H
#define SOUS_CEDITLINE_SHIM_H

#include <stdio.h>
#include <wchar.h>
#include <histedit.h>

/// A user-defined editor function (EL_ADDFN): returns one of the CC_* codes.
typedef unsigned char (*sous_el_command_t)(EditLine *, int);
/// A prompt function (EL_PROMPT_ESC).
typedef char *(*sous_el_prompt_t)(EditLine *);

/// Creates an editor on the process's stdin/stdout/stderr (Swift 6 cannot touch those C globals).
static inline EditLine *sous_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}

/// Flushes the stdout FILE libedit writes through, before sous writes to the descriptor directly.
static inline void sous_flush_stdout(void) { fflush(stdout); }

/// EL_PROMPT_ESC: the prompt, with `ignore` bracketing invisible runs (colour escapes).
static inline int sous_el_set_prompt(EditLine *el, sous_el_prompt_t prompt, char ignore) {
    return el_set(el, EL_PROMPT_ESC, prompt, ignore);
}

/// EL_EDITOR, EL_TERMINAL and other operations that take one string.
static inline int sous_el_set_string(EditLine *el, int op, const char *value) {
    return el_set(el, op, value);
}

/// EL_SIGNAL, EL_EDITMODE, EL_PREP_TERM and other operations that take one int.
static inline int sous_el_set_int(EditLine *el, int op, int value) {
    return el_set(el, op, value);
}

/// EL_REFRESH: redraws the prompt and the line where they are (after a stop or a listing).
static inline int sous_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }

static inline int sous_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

static inline void *sous_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

/// EL_GETCFN: where the editor reads characters from (sous's reader also wakes up for signals).
static inline int sous_el_set_getcfn(EditLine *el, el_rfunc_t read) {
    return el_set(el, EL_GETCFN, read);
}

/// EL_ADDFN: names a function so keys can be bound to it.
static inline int sous_el_addfn(EditLine *el, const char *name, const char *help, sous_el_command_t fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

/// EL_BIND: binds a key sequence (libedit notation: "^I", "\\e[H") to a named editor command.
static inline int sous_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, NULL);
}

/// EL_HIST: Up/Down walk this history (Ctrl-R and suggestions are sous's own, over EditorHistory).
static inline int sous_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

static inline int sous_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

/// H_SETUNIQUE: a line equal to the one before is not added again.
static inline int sous_history_set_unique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}

static inline int sous_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}
#endif
