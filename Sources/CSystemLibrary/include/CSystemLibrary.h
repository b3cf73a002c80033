// Opening a C library sous loads at first use (libcurl, libxml2) from the system's own folders, and
// resolving its functions: what CCurl and CXML share. Not imported by Swift.
#ifndef SOUS_CSYSTEMLIBRARY_H
#define SOUS_CSYSTEMLIBRARY_H

#include <pthread.h>
#include <stddef.h>

/// A function pointer to fill and the name of the symbol to fill it with.
typedef struct {
    void **slot;
    const char *name;
} system_library_symbol;

/// Opens `name` ("libcurl.so.4") from the system's library folders only, each by its absolute path:
/// the folder the loader took libc from, then the usual ones. A bare name would be looked up through
/// the run path and LD_LIBRARY_PATH first, where a file planted beside the binary (or in a folder
/// named there) would be run. RTLD_LOCAL: the library's own libraries (OpenSSL, …) stay out of the
/// global namespace. NULL when no folder has it or it cannot be opened, with why in `error`: the
/// loader's words, or "… is not in the system's library folders (`advice`)".
void *system_library_open(const char *name, const char *advice, char *error, size_t error_size);

/// Fills every slot from `library`. 0 when one is missing, with "`name` is missing (`what`)" in
/// `error` for the first ("not libxml2"): then none of the library's code has run, so it is closed
/// again (and the libraries it brought), and every slot is left NULL.
int system_library_resolve(void *library, const system_library_symbol *symbols, size_t count, const char *what,
                           char *error, size_t error_size);

/// A library loaded once, at the first call that needs it: whether that worked, and why not.
typedef struct {
    pthread_mutex_t lock;
    int tried;
    int ok;
    char error[256];
} system_library_load;

#define SYSTEM_LIBRARY_LOAD_INITIALIZER {PTHREAD_MUTEX_INITIALIZER, 0, 0, ""}

/// Calls `load(context, …)` the first time only, under the lock, so threads asking at once load the
/// library once: it returns 1 when the library is usable, else 0 with why in the error it is given.
/// Returns that first outcome every time, with why not copied to `error` (NUL-terminated, cut to
/// size; NULL for none).
int system_library_load_once(system_library_load *state, int (*load)(const void *context, char *error, size_t error_size),
                             const void *context, char *error, size_t error_size);

/// Whether the library has been loaded and is usable, without loading it.
int system_library_is_loaded(system_library_load *state);

#endif
