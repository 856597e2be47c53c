// The benchmark's C shim over simdjson's DOM parser (see the header).
#include "ViewExposureSimdjson.h"

#include <new>
#include <simdjson.h>

struct ViewExposureSimdjsonParser {
    simdjson::dom::parser parser;
};

extern "C" ViewExposureSimdjsonParser *ViewExposureSimdjsonParserCreate(void) {
    return new (std::nothrow) ViewExposureSimdjsonParser();
}

extern "C" void ViewExposureSimdjsonParserDestroy(ViewExposureSimdjsonParser *parser) {
    delete parser;
}

extern "C" int64_t ViewExposureSimdjsonParse(ViewExposureSimdjsonParser *parser, const uint8_t *bytes, size_t length) {
    simdjson::dom::element root;
    // parse(const uint8_t*, len, realloc_if_needed = true) copies into a padded buffer.
    if (parser->parser.parse(bytes, length, true).get(root) != simdjson::SUCCESS) return -1;
    simdjson::dom::object object;
    if (root.get(object) == simdjson::SUCCESS) return static_cast<int64_t>(object.size());
    simdjson::dom::array array;
    if (root.get(array) == simdjson::SUCCESS) return static_cast<int64_t>(array.size());
    return 1;
}
