// See include/CSystemLibrary.h.
#ifndef __APPLE__
#define _GNU_SOURCE  // dladdr, RTLD_DEFAULT
#endif
#include "CSystemLibrary.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#if defined(__x86_64__)
#define MULTIARCH "x86_64-linux-gnu"
#elif defined(__aarch64__)
#define MULTIARCH "aarch64-linux-gnu"
#elif defined(__arm__)
#define MULTIARCH "arm-linux-gnueabihf"
#elif defined(__riscv) && __riscv_xlen == 64
#define MULTIARCH "riscv64-linux-gnu"
#elif defined(__powerpc64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define MULTIARCH "powerpc64le-linux-gnu"
#elif defined(__s390x__)
#define MULTIARCH "s390x-linux-gnu"
#elif defined(__i386__)
#define MULTIARCH "i386-linux-gnu"
#endif

void *system_library_open(const char *name, const char *advice, char *error, size_t error_size) {
    char libc_folder[PATH_MAX] = "";
#ifndef __APPLE__
    Dl_info info;
    void *libc_symbol = dlsym(RTLD_DEFAULT, "gnu_get_libc_version");
    if (libc_symbol != NULL && dladdr(libc_symbol, &info) != 0 && info.dli_fname != NULL && info.dli_fname[0] == '/') {
        snprintf(libc_folder, sizeof libc_folder, "%s", info.dli_fname);
        char *slash = strrchr(libc_folder, '/');
        if (slash != NULL) *slash = '\0';
    }
#endif
    const char *folders[] = {
        libc_folder,
#ifdef MULTIARCH
        "/usr/lib/" MULTIARCH, "/lib/" MULTIARCH,
#endif
        "/usr/lib64", "/lib64", "/usr/lib", "/lib", "/usr/local/lib",
    };
    error[0] = '\0';
    for (size_t i = 0; i < sizeof folders / sizeof folders[0]; i++) {
        if (folders[i][0] != '/') continue;
        char candidate[PATH_MAX];
        if (snprintf(candidate, sizeof candidate, "%s/%s", folders[i], name) >= (int)sizeof candidate) continue;
        if (access(candidate, F_OK) != 0) continue;
        void *library = dlopen(candidate, RTLD_NOW | RTLD_LOCAL);
        if (library != NULL) return library;
        if (error[0] == '\0') {
            const char *why = dlerror();
            snprintf(error, error_size, "%s", why ? why : "dlopen failed");
        }
    }
    if (error[0] == '\0') {
        snprintf(error, error_size, "%s is not in the system's library folders (%s)", name, advice);
    }
    return NULL;
}

int system_library_resolve(void *library, const system_library_symbol *symbols, size_t count, const char *what,
                           char *error, size_t error_size) {
    for (size_t i = 0; i < count; i++) {
        *symbols[i].slot = dlsym(library, symbols[i].name);
        if (*symbols[i].slot == NULL) {
            snprintf(error, error_size, "%s is missing (%s)", symbols[i].name, what);
            for (size_t j = 0; j < count; j++) *symbols[j].slot = NULL;
            dlclose(library);
            return 0;
        }
    }
    return 1;
}

int system_library_load_once(system_library_load *state, int (*load)(const void *context, char *error, size_t error_size),
                             const void *context, char *error, size_t error_size) {
    pthread_mutex_lock(&state->lock);
    if (!state->tried) {
        state->tried = 1;
        state->ok = load(context, state->error, sizeof state->error);
    }
    int ok = state->ok;
    if (!ok && error != NULL && error_size > 0) snprintf(error, error_size, "%s", state->error);
    pthread_mutex_unlock(&state->lock);
    return ok;
}

int system_library_is_loaded(system_library_load *state) {
    pthread_mutex_lock(&state->lock);
    int ok = state->ok;
    pthread_mutex_unlock(&state->lock);
    return ok;
}
