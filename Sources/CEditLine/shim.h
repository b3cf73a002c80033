// Fixed-argument wrappers around libedit's variadic el_set/el_get/history, which Swift cannot call.
// Everything here is static inline, so the module stays header-only.
#ifndef SOUS_CEDITLINE_SHIM_H
#define SOUS_CEDITLINE_SHIM_H

#include <stdio.h>
#include <histedit.h>

/// Creates an editor on the process's stdin/stdout/stderr (Swift 6 cannot touch those C globals).
static inline EditLine *sous_el_init(const char *program) {
    return el_init(program, stdin, stdout, stderr);
}
#endif
