// libxml2's SAX2 parser for the XML dump reader (Debian libxml2-dev, pkg-config libxml-2.0).
#ifndef VIEW_EXPOSURE_CLIBXML2_SHIM_H
#define VIEW_EXPOSURE_CLIBXML2_SHIM_H

#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, and its encoding.h then includes the system ICU headers,
   whose declarations clash with the ICU that Foundation bundles in any Swift module that sees
   both (a fresh build of the bench failed on UErrorCode). The importer never touches libxml2's
   ICU converters (they are the last fields of a struct it only holds by pointer), so the
   headers are read without them. */
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
#include <string.h>

/// A push parser (fed with `xmlParseChunk`) whose only callbacks are `start`, `end` and the
/// structured error handler `error`, with `info` in the context's `_private`; `first` and
/// `size` are the first bytes (for the encoding check). A push parser drops what it has read
/// as it goes, so dumps of any size stay within libxml2's default limits, which are kept: no
/// XML_PARSE_HUGE (its entity amplification guard stays on). Options: no network
/// (XML_PARSE_NONET); no entity substitution, no DTD loading, no validation (none of
/// XML_PARSE_NOENT, XML_PARSE_DTDLOAD, XML_PARSE_DTDATTR, XML_PARSE_DTDVALID). `NULL` when
/// libxml2 cannot allocate it. Free with `xmlFreeParserCtxt`.
static inline xmlParserCtxtPtr ve_xml_push_parser(const char *first, int size,
                                                  startElementNsSAX2Func start,
                                                  endElementNsSAX2Func end,
                                                  xmlStructuredErrorFunc error,
                                                  void *info) {
    xmlSAXHandler sax;
    memset(&sax, 0, sizeof(sax));
    sax.initialized = XML_SAX2_MAGIC;
    sax.startElementNs = start;
    sax.endElementNs = end;
    sax.serror = error;
    xmlParserCtxtPtr ctxt = xmlCreatePushParserCtxt(&sax, NULL, first, size, NULL);
    if (ctxt == NULL) return NULL;
    ctxt->_private = info;
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET);
    return ctxt;
}

/// Whether the parser has stopped (after `xmlStopParser` or a fatal error).
static inline int ve_xml_stopped(xmlParserCtxtPtr ctxt) {
    return ctxt->instate == XML_PARSER_EOF;
}

/// The private pointer given to `ve_xml_sax_parser`, from a callback's context.
static inline void *ve_xml_info(void *ctx) {
    return ((xmlParserCtxtPtr)ctx)->_private;
}

/// The line where the parser stands: what `xmlSAX2GetLineNumber` returns (0 without an
/// input), read in line (called once per element).
static inline int ve_xml_line(void *ctx) {
    xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)ctx;
    return (ctxt == NULL || ctxt->input == NULL) ? 0 : ctxt->input->line;
}

/// The column where the parser stands: what `xmlSAX2GetColumnNumber` returns (0 without an
/// input), read in line.
static inline int ve_xml_column(void *ctx) {
    xmlParserCtxtPtr ctxt = (xmlParserCtxtPtr)ctx;
    return (ctxt == NULL || ctxt->input == NULL) ? 0 : ctxt->input->col;
}

/// The parser context an error belongs to (`NULL` when none).
static inline void *ve_xml_error_context(const xmlError *error) {
    return error->ctxt;
}

#endif
