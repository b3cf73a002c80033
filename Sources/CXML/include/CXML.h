// libxml2's HTML parser as a few fixed-argument functions, resolved with dlopen/dlsym at the first
// page import: sous never links libxml2, so starting the shell never maps it. Only CXML.c includes
// libxml2's headers (libxml2-dev); Swift sees opaque pointers.
#ifndef SOUS_CXML_H
#define SOUS_CXML_H

#include <stddef.h>

typedef struct cxml_document cxml_document;
typedef struct cxml_node cxml_node;

/// Loads libxml2.so.2 from the system's library folders only (each tried by its absolute path, never
/// through the run path or LD_LIBRARY_PATH) and resolves what the functions below call, once.
/// Returns 1 when usable; otherwise 0, with why in `error`. Later calls return the first outcome. Thread-safe.
int cxml_load(char *error, size_t error_size);

/// Parses `length` bytes as HTML: recover mode, no network, no error output, default depth and text
/// limits (no HTML_PARSE_HUGE). `encoding` (an IANA name from the HTTP header) or NULL, for the
/// page's own `<meta charset>` or a guess. NULL when nothing could be made of the bytes.
cxml_document *cxml_parse_html(const char *bytes, int length, const char *encoding);
void cxml_free(cxml_document *document);

/// The document's first node (often a DTD), or NULL.
cxml_node *cxml_first(cxml_document *document);
cxml_node *cxml_first_child(cxml_node *node);
cxml_node *cxml_next(cxml_node *node);
cxml_node *cxml_parent(cxml_node *node);

/// 1 for an element, 2 for text or CDATA, 0 for anything else (comments, DTDs, …).
int cxml_kind(cxml_node *node);
/// An element's name, lower case as the HTML parser gives it.
const char *cxml_name(cxml_node *node);
/// The value of attribute `name` (lower case) of an element, NULL when absent; "" for a bare attribute.
/// Valid as long as the document is.
const char *cxml_attribute(cxml_node *node, const char *name);
/// What the page reader asks of every element, in one pass over its attributes: 1 for `<script>`,
/// 2 for `<style>`, 3 for `<link>`, 0 for any other element; and its `itemprop`, `itemtype` and
/// whether it has `itemscope` (pointers valid as long as the document, NULL when absent).
int cxml_element(cxml_node *node, const char **itemprop, const char **itemtype, int *itemscope);
/// A text node's content, NULL for other nodes.
const char *cxml_content(cxml_node *node);
/// The text under `node`, in document order, `<script>` and `<style>` left out, a line break for `<br>`
/// and at the end of each block element (a space after others), gathered without recursion. Copies at most `capacity` bytes into
/// `buffer` (not NUL-terminated) and returns the whole length: call again with more room when larger.
size_t cxml_text(cxml_node *node, char *buffer, size_t capacity);

/// The code point an HTML 4 named entity ("eacute") stands for, 0 when unknown.
unsigned int cxml_entity(const char *name);

#endif
