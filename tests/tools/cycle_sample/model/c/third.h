#pragma once
#include "a/first.h"
