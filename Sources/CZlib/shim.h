// The system zlib, imported for FlipbookGraphics' PDF writer (FlateDecode streams).
#include <zlib.h>
