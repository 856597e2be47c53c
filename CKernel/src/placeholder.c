#include "ckernel.h"
int ck_placeholder(void) { return 0; }
