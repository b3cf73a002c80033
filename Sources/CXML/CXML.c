// See include/CXML.h. Every wrapper except the tree walkers calls through a pointer cxml_load filled;
// they are only called after it succeeded (the Swift side checks). The walkers read libxml2's node
// structures directly, which need no function of the library.
#include "CXML.h"
#include "CSystemLibrary.h"

#include <string.h>

#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlerror.h>

static struct {
    htmlDocPtr (*read_memory)(const char *, int, const char *, const char *, int);
    void (*free_doc)(xmlDocPtr);
    const htmlEntityDesc *(*entity_lookup)(const xmlChar *);
    void (*set_generic_error)(void *, xmlGenericErrorFunc);
    void (*set_structured_error)(void *, xmlStructuredErrorFunc);
} xml;

#ifdef __APPLE__
static const char *library_name = "libxml2.2.dylib";
#else
static const char *library_name = "libxml2.so.2";
#endif

static system_library_load loaded = SYSTEM_LIBRARY_LOAD_INITIALIZER;

/// Opens libxml2 from the system's folders and resolves every function below; the why of a failure in `error`.
static int load(const void *context, char *error, size_t error_size) {
    (void)context;
    void *library = system_library_open(library_name, "install libxml2", error, error_size);
    if (library == NULL) return 0;
    system_library_symbol symbols[] = {
        {(void **)&xml.read_memory, "htmlReadMemory"},
        {(void **)&xml.free_doc, "xmlFreeDoc"},
        {(void **)&xml.entity_lookup, "htmlEntityLookup"},
        {(void **)&xml.set_generic_error, "xmlSetGenericErrorFunc"},
        {(void **)&xml.set_structured_error, "xmlSetStructuredErrorFunc"},
    };
    return system_library_resolve(library, symbols, sizeof symbols / sizeof symbols[0],
                                  "not libxml2", error, error_size);
}

int cxml_load(char *error, size_t error_size) {
    return system_library_load_once(&loaded, load, NULL, error, error_size);
}

static void silent_generic(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

static void silent_structured(void *context, xmlErrorPtr error) {
    (void)context;
    (void)error;
}

cxml_document *cxml_parse_html(const char *bytes, int length, const char *encoding) {
    // libxml2 keeps its error handlers per thread: a page's thousands of complaints go nowhere.
    xml.set_generic_error(NULL, silent_generic);
    xml.set_structured_error(NULL, silent_structured);
    int options = HTML_PARSE_RECOVER | HTML_PARSE_NOERROR | HTML_PARSE_NOWARNING | HTML_PARSE_NONET;
    htmlDocPtr document = xml.read_memory(bytes, length, NULL, encoding, options);
    if (document == NULL && encoding != NULL) {
        // An encoding libxml2 does not know: the page's own declaration, or a guess.
        document = xml.read_memory(bytes, length, NULL, NULL, options);
    }
    return (cxml_document *)document;
}

void cxml_free(cxml_document *document) {
    if (document != NULL) xml.free_doc((xmlDocPtr)document);
}

cxml_node *cxml_first(cxml_document *document) {
    return document ? (cxml_node *)((xmlDocPtr)document)->children : NULL;
}

cxml_node *cxml_first_child(cxml_node *node) {
    xmlNodePtr n = (xmlNodePtr)node;
    if (n == NULL || n->type != XML_ELEMENT_NODE) return NULL;
    return (cxml_node *)n->children;
}

cxml_node *cxml_next(cxml_node *node) { return node ? (cxml_node *)((xmlNodePtr)node)->next : NULL; }

cxml_node *cxml_parent(cxml_node *node) {
    xmlNodePtr parent = node ? ((xmlNodePtr)node)->parent : NULL;
    return parent != NULL && parent->type == XML_ELEMENT_NODE ? (cxml_node *)parent : NULL;
}

int cxml_kind(cxml_node *node) {
    switch (((xmlNodePtr)node)->type) {
    case XML_ELEMENT_NODE: return 1;
    case XML_TEXT_NODE:
    case XML_CDATA_SECTION_NODE: return 2;
    default: return 0;
    }
}

const char *cxml_name(cxml_node *node) {
    xmlNodePtr n = (xmlNodePtr)node;
    return n->name ? (const char *)n->name : "";
}

const char *cxml_attribute(cxml_node *node, const char *name) {
    xmlNodePtr n = (xmlNodePtr)node;
    if (n->type != XML_ELEMENT_NODE) return NULL;
    for (xmlAttrPtr attribute = n->properties; attribute != NULL; attribute = attribute->next) {
        if (attribute->name == NULL || strcmp((const char *)attribute->name, name) != 0) continue;
        xmlNodePtr value = attribute->children;
        // The HTML parser gives each attribute one text child, entities already replaced.
        if (value != NULL && value->type == XML_TEXT_NODE && value->content != NULL) return (const char *)value->content;
        return "";
    }
    return NULL;
}

static const char *attribute_text(xmlAttrPtr attribute) {
    xmlNodePtr value = attribute->children;
    return value != NULL && value->type == XML_TEXT_NODE && value->content != NULL ? (const char *)value->content : "";
}

int cxml_element(cxml_node *node, const char **itemprop, const char **itemtype, int *itemscope) {
    xmlNodePtr n = (xmlNodePtr)node;
    *itemprop = NULL;
    *itemtype = NULL;
    *itemscope = 0;
    if (n->type != XML_ELEMENT_NODE || n->name == NULL) return 0;
    for (xmlAttrPtr attribute = n->properties; attribute != NULL; attribute = attribute->next) {
        const char *name = (const char *)attribute->name;
        if (name == NULL || name[0] != 'i' || name[1] != 't') continue;
        if (strcmp(name, "itemprop") == 0) *itemprop = attribute_text(attribute);
        else if (strcmp(name, "itemtype") == 0) *itemtype = attribute_text(attribute);
        else if (strcmp(name, "itemscope") == 0) *itemscope = 1;
    }
    const char *name = (const char *)n->name;
    if (strcmp(name, "script") == 0) return 1;
    if (strcmp(name, "style") == 0) return 2;
    if (strcmp(name, "link") == 0) return 3;
    return 0;
}

const char *cxml_content(cxml_node *node) {
    xmlNodePtr n = (xmlNodePtr)node;
    if (n->type != XML_TEXT_NODE && n->type != XML_CDATA_SECTION_NODE) return NULL;
    return n->content ? (const char *)n->content : "";
}

static size_t append(char *buffer, size_t capacity, size_t length, const char *text, size_t count) {
    if (length < capacity) memcpy(buffer + length, text, length + count <= capacity ? count : capacity - length);
    return length + count;
}

/// What ends an element in its text: a line break for blocks (a method's steps stay apart), nothing for
/// inline markup ("<b>4</b>." is "4."), a space for the rest (table cells).
static const char *closing(xmlNodePtr element) {
    static const char *blocks[] = {"p", "li", "div", "br", "tr", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article", "dd", "dt"};
    static const char *inlines[] = {"span", "b", "strong", "i", "em", "a", "sup", "sub", "small", "u", "abbr", "mark", "font", "code", "s"};
    if (element->name == NULL) return "";
    for (size_t i = 0; i < sizeof blocks / sizeof blocks[0]; i++) {
        if (strcmp((const char *)element->name, blocks[i]) == 0) return "\n";
    }
    for (size_t i = 0; i < sizeof inlines / sizeof inlines[0]; i++) {
        if (strcmp((const char *)element->name, inlines[i]) == 0) return "";
    }
    return " ";
}

size_t cxml_text(cxml_node *node, char *buffer, size_t capacity) {
    xmlNodePtr top = (xmlNodePtr)node;
    if (top == NULL) return 0;
    if (top->type == XML_TEXT_NODE || top->type == XML_CDATA_SECTION_NODE) {
        return top->content ? append(buffer, capacity, 0, (const char *)top->content, strlen((const char *)top->content)) : 0;
    }
    size_t length = 0;
    xmlNodePtr current = top->children;
    while (current != NULL) {
        int descend = 0;
        if (current->type == XML_TEXT_NODE || current->type == XML_CDATA_SECTION_NODE) {
            if (current->content) length = append(buffer, capacity, length, (const char *)current->content, strlen((const char *)current->content));
        } else if (current->type == XML_ELEMENT_NODE && current->name != NULL) {
            const char *name = (const char *)current->name;
            if (strcmp(name, "br") == 0) length = append(buffer, capacity, length, "\n", 1);
            descend = strcmp(name, "script") != 0 && strcmp(name, "style") != 0 && current->children != NULL;
        }
        if (descend) {
            current = current->children;
            continue;
        }
        // Up until a node with a next sibling, ending each element left with a space.
        while (current != NULL && current != top && current->next == NULL) {
            current = current->parent;
            if (current != NULL && current != top && current->type == XML_ELEMENT_NODE) length = append(buffer, capacity, length, closing(current), strlen(closing(current)));
        }
        if (current == NULL || current == top) break;
        if (current->type == XML_ELEMENT_NODE) length = append(buffer, capacity, length, closing(current), strlen(closing(current)));
        current = current->next;
    }
    return length;
}

unsigned int cxml_entity(const char *name) {
    const htmlEntityDesc *entity = xml.entity_lookup((const xmlChar *)name);
    return entity ? entity->value : 0;
}
