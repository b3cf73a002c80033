// See include/CEditLine.h.
#include "CEditLine.h"

EditLine *sous_el_init(const char *program) { return el_init(program, stdin, stdout, stderr); }
void sous_el_end(EditLine *el) { el_end(el); }
void sous_flush_stdout(void) { fflush(stdout); }

const char *sous_el_gets(EditLine *el, int *count) { return el_gets(el, count); }
int sous_el_getc(EditLine *el, char *character) { return el_getc(el, character); }
int sous_el_wgetc(EditLine *el, wchar_t *character) { return el_wgetc(el, character); }
void sous_el_push(EditLine *el, const char *text) { el_push(el, text); }
void sous_el_wpush(EditLine *el, const wchar_t *text) { el_wpush(el, text); }
const LineInfoW *sous_el_wline(EditLine *el) { return el_wline(el); }
int sous_el_winsertstr(EditLine *el, const wchar_t *text) { return el_winsertstr(el, text); }
int sous_el_cursor(EditLine *el, int count) { return el_cursor(el, count); }
void sous_el_deletestr(EditLine *el, int count) { el_deletestr(el, count); }
int sous_el_source(EditLine *el, const char *file) { return el_source(el, file); }
void sous_el_resize(EditLine *el) { el_resize(el); }

int sous_el_set_prompt(EditLine *el, sous_el_prompt_t prompt, char ignore) {
    return el_set(el, EL_PROMPT_ESC, prompt, ignore);
}
int sous_el_set_string(EditLine *el, int op, const char *value) { return el_set(el, op, value); }
int sous_el_set_int(EditLine *el, int op, int value) { return el_set(el, op, value); }
int sous_el_refresh(EditLine *el) { return el_set(el, EL_REFRESH); }
int sous_el_set_clientdata(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }

void *sous_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}

int sous_el_set_getcfn(EditLine *el, el_rfunc_t read) { return el_set(el, EL_GETCFN, read); }
int sous_el_addfn(EditLine *el, const char *name, const char *help, sous_el_command_t fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}
int sous_el_bind(EditLine *el, const char *key, const char *command) {
    return el_set(el, EL_BIND, key, command, NULL);
}
int sous_el_set_history(EditLine *el, History *h) { return el_set(el, EL_HIST, history, h); }

History *sous_history_init(void) { return history_init(); }
void sous_history_end(History *h) { history_end(h); }

int sous_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}

int sous_history_set_unique(History *h, int unique) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, unique);
}

int sous_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}
