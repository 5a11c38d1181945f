// The system giflib (5.x), imported for FlipbookRender's GIF writer.
#include <gif_lib.h>
