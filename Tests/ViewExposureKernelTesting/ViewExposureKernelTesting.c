/* A target needs a source file: this one checks that the header compiles on its own. */
#include "ViewExposureKernelTesting.h"
