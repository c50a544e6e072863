// libpng's simplified API (png_image_*) reports errors through png_image.message and never
// longjmps into the caller, so Swift can call it directly. See Sources/BarKitPNG/.
#include <png.h>
