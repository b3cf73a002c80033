// libcurl's variadic API as fixed-argument functions Swift can call, resolved with dlopen/dlsym when
// the first request is made: sous never links libcurl, so starting the shell never maps it (nor its
// ~35 libraries). Only the types and constants come from <curl/curl.h> (libcurl4-openssl-dev).
#ifndef SOUS_CCURL_H
#define SOUS_CCURL_H

#include <stddef.h>
#include <curl/curl.h>

/// Loads libcurl from `path` (a file's path: a bare name is refused, since the loader would search the
/// run path for it) or, for NULL, libcurl.so.4 from the system's library folders only, each tried by
/// its absolute path (macOS: /usr/lib/libcurl.4.dylib), and resolves every function below, once.
/// Returns 1 when libcurl is usable; otherwise 0, with why in `error` (NUL-terminated, cut to size).
/// Later calls return the first call's outcome, whatever `path` they pass. Thread-safe. A library
/// that lacks a function below is closed again.
int ccurl_load(const char *path, char *error, size_t error_size);

CURL *ccurl_easy_init(void);
void ccurl_easy_cleanup(CURL *easy);
void ccurl_easy_reset(CURL *easy);
CURLcode ccurl_easy_setopt_long(CURL *easy, CURLoption option, long value);
CURLcode ccurl_easy_setopt_off_t(CURL *easy, CURLoption option, curl_off_t value);
/// Options taking a string: libcurl copies it, so it need not outlive the call.
CURLcode ccurl_easy_setopt_string(CURL *easy, CURLoption option, const char *value);
/// Options taking an object pointer (CURLOPT_WRITEDATA, CURLOPT_HTTPHEADER's and CURLOPT_RESOLVE's lists, …).
CURLcode ccurl_easy_setopt_pointer(CURL *easy, CURLoption option, void *value);
/// CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION, which share one signature.
CURLcode ccurl_easy_setopt_write_function(CURL *easy, CURLoption option, curl_write_callback callback);
CURLcode ccurl_easy_getinfo_long(CURL *easy, CURLINFO info, long *value);
/// String information (CURLINFO_REDIRECT_URL, …): owned by the handle, valid until its next use.
CURLcode ccurl_easy_getinfo_string(CURL *easy, CURLINFO info, const char **value);
const char *ccurl_easy_strerror(CURLcode code);

CURLM *ccurl_multi_init(void);
/// Only for a multi handle never used: the transport's lives as long as the process.
CURLMcode ccurl_multi_cleanup(CURLM *multi);
CURLMcode ccurl_multi_setopt_long(CURLM *multi, CURLMoption option, long value);
CURLMcode ccurl_multi_add_handle(CURLM *multi, CURL *easy);
CURLMcode ccurl_multi_remove_handle(CURLM *multi, CURL *easy);
CURLMcode ccurl_multi_perform(CURLM *multi, int *running);
CURLMcode ccurl_multi_poll(CURLM *multi, int timeout_ms, int *ready);
/// Ends a curl_multi_poll early; the one multi call that is safe from another thread.
CURLMcode ccurl_multi_wakeup(CURLM *multi);
/// The next finished transfer, without Swift having to read CURLMsg's union: 1 and its handle and
/// result, or 0 when none is left.
int ccurl_multi_next_done(CURLM *multi, CURL **easy, CURLcode *result);

struct curl_slist *ccurl_slist_append(struct curl_slist *list, const char *line);
void ccurl_slist_free_all(struct curl_slist *list);

/// curl_getdate: the moment an HTTP date names, in seconds since 1970, or -1 when libcurl cannot read
/// it or has not been loaded (a header to read has come through libcurl, so it has been).
long long ccurl_getdate(const char *text);

#endif
