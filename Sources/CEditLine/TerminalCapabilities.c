// See sous_terminal_can_page in include/CEditLine.h. Apart from CEditLine.c: term.h defines a macro for
// every capability name (lines, columns, newline…), which must not reach other code.
#include "CEditLine.h"
#include <unistd.h>
#include <term.h>

int sous_terminal_can_page(const char *name) {
    if (name == NULL || *name == '\0') return 0;
    TERMINAL *previous = cur_term;
    int status = 0;
    if (setupterm((char *)name, STDOUT_FILENO, &status) != 0) {
        // A failed setupterm leaves no new terminal behind; the previous one stays current.
        set_curterm(previous);
        return 0;
    }
    int hardcopy = tigetflag("hc") > 0;
    const char *move = tigetstr("cup");
    int canMove = move != NULL && move != (char *)-1 && *move != '\0';
    TERMINAL *ours = set_curterm(previous);
    if (ours != previous) del_curterm(ours);
    return !hardcopy && canMove;
}
