#include "barkit_png.h"
