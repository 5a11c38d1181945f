// The system libpng (1.6), imported for FlipbookGraphics' Image.
#include <png.h>
