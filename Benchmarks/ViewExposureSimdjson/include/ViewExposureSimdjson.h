// A C face of simdjson (Debian libsimdjson-dev) for the benchmark only: parse a whole text
// into simdjson's DOM, as the reference for the JSON parser's throughput.
#ifndef VIEW_EXPOSURE_SIMDJSON_H
#define VIEW_EXPOSURE_SIMDJSON_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A reusable simdjson DOM parser (its buffers grow to the largest text parsed).
typedef struct ViewExposureSimdjsonParser ViewExposureSimdjsonParser;

/// Creates a parser; NULL when out of memory.
ViewExposureSimdjsonParser *ViewExposureSimdjsonParserCreate(void);

/// Frees a parser made by ViewExposureSimdjsonParserCreate.
void ViewExposureSimdjsonParserDestroy(ViewExposureSimdjsonParser *parser);

/// Parses `length` bytes at `bytes` (copied into simdjson's padded buffer) into the DOM and
/// returns the number of values in the top-level array or object, or -1 when the text is not
/// valid JSON.
int64_t ViewExposureSimdjsonParse(ViewExposureSimdjsonParser *parser, const uint8_t *bytes, size_t length);

#ifdef __cplusplus
}
#endif

#endif
