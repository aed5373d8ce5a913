#pragma once
// A sample for folder_cycles.py: a/ -> b/ -> a/ is a cycle; c/ only sits above.
#include "b/second.h"
