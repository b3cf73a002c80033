// See include/CCurl.h. Each wrapper calls through a pointer ccurl_load filled; they are only called
// after it succeeded (the Swift side checks), so none of them tests for NULL.
#ifndef __APPLE__
#define _GNU_SOURCE  // dladdr, RTLD_DEFAULT
#endif
#include "CCurl.h"

#include <dlfcn.h>
#include <time.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <limits.h>
#include <unistd.h>

static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    void (*easy_reset)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    const char *(*easy_strerror)(CURLcode);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_setopt)(CURLM *, CURLMoption, ...);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd[], unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMsg *(*multi_info_read)(CURLM *, int *);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    time_t (*getdate)(const char *, const time_t *);
} curl;

#ifdef __APPLE__
static const char *default_library = "/usr/lib/libcurl.4.dylib";
#else
static const char *default_library = "libcurl.so.4";
#endif

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

static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static int load_tried = 0;
static int load_ok = 0;
static char load_error[256];

/// Resolves every symbol from `library`; the first one missing is named in load_error.
static int resolve(void *library) {
    struct { void **slot; const char *name; } symbols[] = {
        {(void **)&curl.global_init, "curl_global_init"},
        {(void **)&curl.easy_init, "curl_easy_init"},
        {(void **)&curl.easy_cleanup, "curl_easy_cleanup"},
        {(void **)&curl.easy_reset, "curl_easy_reset"},
        {(void **)&curl.easy_setopt, "curl_easy_setopt"},
        {(void **)&curl.easy_getinfo, "curl_easy_getinfo"},
        {(void **)&curl.easy_strerror, "curl_easy_strerror"},
        {(void **)&curl.multi_init, "curl_multi_init"},
        {(void **)&curl.multi_cleanup, "curl_multi_cleanup"},
        {(void **)&curl.multi_setopt, "curl_multi_setopt"},
        {(void **)&curl.multi_add_handle, "curl_multi_add_handle"},
        {(void **)&curl.multi_remove_handle, "curl_multi_remove_handle"},
        {(void **)&curl.multi_perform, "curl_multi_perform"},
        // curl_multi_poll and curl_multi_wakeup need libcurl 7.68 (2020) or newer.
        {(void **)&curl.multi_poll, "curl_multi_poll"},
        {(void **)&curl.multi_wakeup, "curl_multi_wakeup"},
        {(void **)&curl.multi_info_read, "curl_multi_info_read"},
        {(void **)&curl.slist_append, "curl_slist_append"},
        {(void **)&curl.slist_free_all, "curl_slist_free_all"},
        {(void **)&curl.getdate, "curl_getdate"},
    };
    for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
        *symbols[i].slot = dlsym(library, symbols[i].name);
        if (*symbols[i].slot == NULL) {
            snprintf(load_error, sizeof load_error, "%s is missing (not libcurl, or one older than 7.68)", symbols[i].name);
            return 0;
        }
    }
    return 1;
}

/// Opens `name` from the system's library folders only, each by its absolute path: the folder the
/// loader took libc from, then the usual ones. A bare name would be looked up through the run path
/// and LD_LIBRARY_PATH first, where a file planted beside the binary (or in a folder named there)
/// would be run. NULL, with why in load_error, when no folder has it or it cannot be opened.
static void *open_from_system_folders(const char *name) {
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
    load_error[0] = '\0';
    for (size_t i = 0; i < sizeof folders / sizeof folders[0]; i++) {
        if (folders[i][0] != '/') continue;
        char candidate[PATH_MAX];
        if (snprintf(candidate, sizeof candidate, "%s/%s", folders[i], name) >= (int)sizeof candidate) continue;
        if (access(candidate, F_OK) != 0) continue;
        // RTLD_LOCAL: libcurl's own libraries (OpenSSL, …) stay out of the global namespace.
        void *library = dlopen(candidate, RTLD_NOW | RTLD_LOCAL);
        if (library != NULL) return library;
        if (load_error[0] == '\0') {
            const char *why = dlerror();
            snprintf(load_error, sizeof load_error, "%s", why ? why : "dlopen failed");
        }
    }
    if (load_error[0] == '\0') {
        snprintf(load_error, sizeof load_error, "%s is not in the system's library folders (SOUS_LIBCURL can name the file)", name);
    }
    return NULL;
}

int ccurl_load(const char *path, char *error, size_t error_size) {
    pthread_mutex_lock(&load_lock);
    if (!load_tried) {
        load_tried = 1;
        void *library = NULL;
        if (path != NULL && strchr(path, '/') == NULL) {
            // A bare name would be searched for, run path first: only a file named by its path is taken.
            snprintf(load_error, sizeof load_error, "SOUS_LIBCURL=%s is not a path to a file (write ./%s for one here)", path, path);
        } else if (path != NULL || default_library[0] == '/') {
            // RTLD_LOCAL: libcurl's own libraries (OpenSSL, …) stay out of the global namespace.
            library = dlopen(path ? path : default_library, RTLD_NOW | RTLD_LOCAL);
            if (library == NULL) {
                const char *why = dlerror();
                snprintf(load_error, sizeof load_error, "%s", why ? why : "dlopen failed");
            }
        } else {
            library = open_from_system_folders(default_library);
        }
        if (library == NULL) {
            // load_error says why.
        } else if (!resolve(library)) {
            // Not a libcurl sous can use: none of its code has run, so it can go (and its libraries).
            memset(&curl, 0, sizeof curl);
            dlclose(library);
        } else {
            // Not thread-safe before libcurl 7.84, hence under the lock, before any other call. When
            // it fails the library stays: its TLS library may have registered exit handlers.
            CURLcode code = curl.global_init(CURL_GLOBAL_DEFAULT);
            if (code == CURLE_OK) {
                load_ok = 1;
            } else {
                snprintf(load_error, sizeof load_error, "curl_global_init failed (%d)", (int)code);
            }
        }
    }
    int ok = load_ok;
    if (!ok && error != NULL && error_size > 0) {
        snprintf(error, error_size, "%s", load_error);
    }
    pthread_mutex_unlock(&load_lock);
    return ok;
}

CURL *ccurl_easy_init(void) { return curl.easy_init(); }
void ccurl_easy_cleanup(CURL *easy) { curl.easy_cleanup(easy); }
void ccurl_easy_reset(CURL *easy) { curl.easy_reset(easy); }

CURLcode ccurl_easy_setopt_long(CURL *easy, CURLoption option, long value) {
    return curl.easy_setopt(easy, option, value);
}

CURLcode ccurl_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value) {
    return curl.easy_setopt(easy, option, value);
}

CURLcode ccurl_easy_setopt_string(CURL *easy, CURLoption option, const char *value) {
    return curl.easy_setopt(easy, option, value);
}

CURLcode ccurl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value) {
    return curl.easy_setopt(easy, option, value);
}

CURLcode ccurl_easy_setopt_write_function(CURL *easy, CURLoption option, curl_write_callback callback) {
    return curl.easy_setopt(easy, option, callback);
}

CURLcode ccurl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value) {
    return curl.easy_getinfo(easy, info, value);
}

CURLcode ccurl_easy_getinfo_string(CURL *easy, CURLINFO info, const char **value) {
    char *text = NULL;
    CURLcode code = curl.easy_getinfo(easy, info, &text);
    *value = text;
    return code;
}

const char *ccurl_easy_strerror(CURLcode code) { return curl.easy_strerror(code); }

CURLM *ccurl_multi_init(void) { return curl.multi_init(); }
CURLMcode ccurl_multi_cleanup(CURLM *multi) { return curl.multi_cleanup(multi); }

CURLMcode ccurl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl.multi_setopt(multi, option, value);
}

CURLMcode ccurl_multi_add_handle(CURLM *multi, CURL *easy) { return curl.multi_add_handle(multi, easy); }
CURLMcode ccurl_multi_remove_handle(CURLM *multi, CURL *easy) { return curl.multi_remove_handle(multi, easy); }
CURLMcode ccurl_multi_perform(CURLM *multi, int *running) { return curl.multi_perform(multi, running); }

CURLMcode ccurl_multi_poll(CURLM *multi, int timeout_ms, int *ready) {
    return curl.multi_poll(multi, NULL, 0, timeout_ms, ready);
}

CURLMcode ccurl_multi_wakeup(CURLM *multi) { return curl.multi_wakeup(multi); }

int ccurl_multi_next_done(CURLM *multi, CURL **easy, CURLcode *result) {
    int left = 0;
    CURLMsg *message;
    while ((message = curl.multi_info_read(multi, &left)) != NULL) {
        if (message->msg == CURLMSG_DONE) {
            *easy = message->easy_handle;
            *result = message->data.result;
            return 1;
        }
    }
    return 0;
}

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *line) {
    return curl.slist_append(list, line);
}

void ccurl_slist_free_all(struct curl_slist *list) { curl.slist_free_all(list); }

long long ccurl_getdate(const char *text) {
    pthread_mutex_lock(&load_lock);
    int ok = load_ok;
    pthread_mutex_unlock(&load_lock);
    return ok ? (long long)curl.getdate(text, NULL) : -1;
}
