/* The kernel's test-only entry points (clipping, culling, union area, region queries into
   rects, the region invariant check), for the Swift kernel tests: a module over the kernel's
   internal header, which the library's public header leaves out. */
#ifndef VIEW_EXPOSURE_KERNEL_TESTING_H
#define VIEW_EXPOSURE_KERNEL_TESTING_H

#include "../../../CKernel/src/ck_testing.h"

#endif
