// See include/CCurl.h. Each wrapper calls through a pointer ccurl_load filled; they are only called
// after it succeeded (the Swift side checks), so none of them tests for NULL.
#include "CCurl.h"
#include "CSystemLibrary.h"

#include <dlfcn.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

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

static system_library_load loaded = SYSTEM_LIBRARY_LOAD_INITIALIZER;

/// Resolves every symbol from `library`; the first one missing is named in `error`.
static int resolve(void *library, char *error, size_t error_size) {
    system_library_symbol symbols[] = {
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
    return system_library_resolve(library, symbols, sizeof symbols / sizeof symbols[0],
                                  "not libcurl, or one older than 7.68", error, error_size);
}

/// Loads libcurl as ccurl_load says; `context` is the path it was given, or NULL.
static int load(const void *context, char *error, size_t error_size) {
    const char *path = context;
    void *library = NULL;
    if (path != NULL && strchr(path, '/') == NULL) {
        // A bare name would be searched for, run path first: only a file named by its path is taken.
        snprintf(error, error_size, "SOUS_LIBCURL=%s is not a path to a file (write ./%s for one here)", path, path);
        return 0;
    }
    if (path != NULL || default_library[0] == '/') {
        // RTLD_LOCAL: libcurl's own libraries (OpenSSL, …) stay out of the global namespace.
        library = dlopen(path ? path : default_library, RTLD_NOW | RTLD_LOCAL);
        if (library == NULL) {
            const char *why = dlerror();
            snprintf(error, error_size, "%s", why ? why : "dlopen failed");
        }
    } else {
        library = system_library_open(default_library, "SOUS_LIBCURL can name the file", error, error_size);
    }
    // Not a libcurl sous can use: resolving closes it again.
    if (library == NULL || !resolve(library, error, error_size)) return 0;
    // Not thread-safe before libcurl 7.84, hence under the load's lock, before any other call. When it
    // fails the library stays: its TLS library may have registered exit handlers.
    CURLcode code = curl.global_init(CURL_GLOBAL_DEFAULT);
    if (code != CURLE_OK) {
        snprintf(error, error_size, "curl_global_init failed (%d)", (int)code);
        return 0;
    }
    return 1;
}

int ccurl_load(const char *path, char *error, size_t error_size) {
    return system_library_load_once(&loaded, load, path, error, error_size);
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
    return system_library_is_loaded(&loaded) ? (long long)curl.getdate(text, NULL) : -1;
}
