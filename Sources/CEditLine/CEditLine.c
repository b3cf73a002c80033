// See include/CEditLine.h. Each wrapper calls through a pointer sous_el_load filled; they are only called
// after it succeeded (LineEditor checks), so none of them tests for NULL.
#include "CEditLine.h"

#include <dlfcn.h>
#include <pthread.h>
#include <string.h>

static struct {
    EditLine *(*init)(const char *, FILE *, FILE *, FILE *);
    void (*end)(EditLine *);
    const char *(*gets)(EditLine *, int *);
    int (*get_char)(EditLine *, char *);
    int (*wget_char)(EditLine *, wchar_t *);
    void (*push)(EditLine *, const char *);
    void (*wpush)(EditLine *, const wchar_t *);
    const LineInfoW *(*wline)(EditLine *);
    int (*winsertstr)(EditLine *, const wchar_t *);
    int (*cursor)(EditLine *, int);
    void (*deletestr)(EditLine *, int);
    int (*source)(EditLine *, const char *);
    void (*resize)(EditLine *);
    int (*set)(EditLine *, int, ...);
    int (*get)(EditLine *, int, ...);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
} edit;

#ifdef __APPLE__
static const char *default_library = "/usr/lib/libedit.3.dylib";
#else
static const char *default_library = "libedit.so.2";
#endif

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static int load_tried = 0;
static int load_ok = 0;
static char load_error[256];

/// Resolves every symbol from `library`; the first one missing is named in load_error.
static int resolve(void *library) {
    struct { void **slot; const char *name; } symbols[] = {
        {(void **)&edit.init, "el_init"},
        {(void **)&edit.end, "el_end"},
        {(void **)&edit.gets, "el_gets"},
        {(void **)&edit.get_char, "el_getc"},
        {(void **)&edit.wget_char, "el_wgetc"},
        {(void **)&edit.push, "el_push"},
        {(void **)&edit.wpush, "el_wpush"},
        {(void **)&edit.wline, "el_wline"},
        {(void **)&edit.winsertstr, "el_winsertstr"},
        {(void **)&edit.cursor, "el_cursor"},
        {(void **)&edit.deletestr, "el_deletestr"},
        {(void **)&edit.source, "el_source"},
        {(void **)&edit.resize, "el_resize"},
        {(void **)&edit.set, "el_set"},
        {(void **)&edit.get, "el_get"},
        {(void **)&edit.history_init, "history_init"},
        {(void **)&edit.history_end, "history_end"},
        {(void **)&edit.history, "history"},
    };
    for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
        *symbols[i].slot = dlsym(library, symbols[i].name);
        if (*symbols[i].slot == NULL) {
            snprintf(load_error, sizeof load_error, "%s is missing", symbols[i].name);
            return 0;
        }
    }
    return 1;
}

int sous_el_load(const char *path, char *error, size_t error_size) {
    pthread_mutex_lock(&load_lock);
    if (!load_tried) {
        load_tried = 1;
        // RTLD_LOCAL: libedit's own libraries (libtinfo, libbsd) stay out of the global namespace.
        void *library = dlopen(path ? path : default_library, RTLD_LAZY | RTLD_LOCAL);
        if (library == NULL) {
            const char *why = dlerror();
            snprintf(load_error, sizeof load_error, "%s", why ? why : "dlopen failed");
        } else {
            load_ok = resolve(library);
        }
    }
    int ok = load_ok;
    if (!ok && error != NULL && error_size > 0) {
        snprintf(error, error_size, "%s", load_error);
    }
    pthread_mutex_unlock(&load_lock);
    return ok;
}

EditLine *sous_el_init(const char *program) { return edit.init(program, stdin, stdout, stderr); }
void sous_el_end(EditLine *el) { edit.end(el); }
void sous_flush_stdout(void) { fflush(stdout); }

const char *sous_el_gets(EditLine *el, int *count) { return edit.gets(el, count); }
int sous_el_getc(EditLine *el, char *character) { return edit.get_char(el, character); }
int sous_el_wgetc(EditLine *el, wchar_t *character) { return edit.wget_char(el, character); }
void sous_el_push(EditLine *el, const char *text) { edit.push(el, text); }
void sous_el_wpush(EditLine *el, const wchar_t *text) { edit.wpush(el, text); }
const LineInfoW *sous_el_wline(EditLine *el) { return edit.wline(el); }
int sous_el_winsertstr(EditLine *el, const wchar_t *text) { return edit.winsertstr(el, text); }
int sous_el_cursor(EditLine *el, int count) { return edit.cursor(el, count); }
void sous_el_deletestr(EditLine *el, int count) { edit.deletestr(el, count); }
int sous_el_source(EditLine *el, const char *file) { return edit.source(el, file); }
void sous_el_resize(EditLine *el) { edit.resize(el); }

int sous_el_set_prompt(EditLine *el, sous_el_prompt_t prompt, char ignore) {
    return edit.set(el, EL_PROMPT_ESC, prompt, ignore);
}
int sous_el_set_string(EditLine *el, int op, const char *value) { return edit.set(el, op, value); }
int sous_el_set_int(EditLine *el, int op, int value) { return edit.set(el, op, value); }
int sous_el_refresh(EditLine *el) { return edit.set(el, EL_REFRESH); }
int sous_el_set_clientdata(EditLine *el, void *data) { return edit.set(el, EL_CLIENTDATA, data); }

void *sous_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    edit.get(el, EL_CLIENTDATA, &data);
    return data;
}

int sous_el_set_getcfn(EditLine *el, el_rfunc_t read) { return edit.set(el, EL_GETCFN, read); }
int sous_el_addfn(EditLine *el, const char *name, const char *help, sous_el_command_t fn) {
    return edit.set(el, EL_ADDFN, name, help, fn);
}
int sous_el_bind(EditLine *el, const char *key, const char *command) {
    return edit.set(el, EL_BIND, key, command, NULL);
}
int sous_el_set_history(EditLine *el, History *h) { return edit.set(el, EL_HIST, edit.history, h); }

History *sous_history_init(void) { return edit.history_init(); }
void sous_history_end(History *h) { edit.history_end(h); }

int sous_history_set_size(History *h, int size) {
    HistEvent event;
    return edit.history(h, &event, H_SETSIZE, size);
}

int sous_history_set_unique(History *h, int unique) {
    HistEvent event;
    return edit.history(h, &event, H_SETUNIQUE, unique);
}

int sous_history_enter(History *h, const char *line) {
    HistEvent event;
    return edit.history(h, &event, H_ENTER, line);
}
