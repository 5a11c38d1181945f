// The system libjpeg (libjpeg-turbo's libjpeg 6.2 API), imported for FlipbookGraphics' Image.
//
// libjpeg reports a fatal error by calling error_exit, which by default ends the process; Swift
// cannot catch a longjmp, so decoding and encoding run here, in C, behind a setjmp, and return a
// status and libjpeg's message instead.
#ifndef FLIPBOOK_CLIBJPEG_SHIM_H
#define FLIPBOOK_CLIBJPEG_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

/// The length of the message buffer the functions below fill (libjpeg's JMSG_LENGTH_MAX).
#define FLIPBOOK_JPEG_MESSAGE_LENGTH 200

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} flipbook_jpeg_error;

static void flipbook_jpeg_error_exit(j_common_ptr info) {
    flipbook_jpeg_error *error = (flipbook_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

/// Warnings (a corrupt but readable file) are not printed: the picture is still returned.
static void flipbook_jpeg_output_message(j_common_ptr info) { (void)info; }

static void flipbook_jpeg_copy_message(char *message, const char *text) {
    if (!message) return;
    strncpy(message, text, FLIPBOOK_JPEG_MESSAGE_LENGTH - 1);
    message[FLIPBOOK_JPEG_MESSAGE_LENGTH - 1] = 0;
}

/// Decodes the JPEG `data` to 8-bit RGBA (alpha 255), rows packed, top row first, into a buffer
/// allocated with malloc (`*pixels`, freed by the caller). 0 on success; -1 when the data is not a
/// JPEG libjpeg can decode (`message` says why); -2 when it has more than `max_pixels` pixels
/// (`*width` and `*height` are still set).
static inline int flipbook_jpeg_decode(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                                       unsigned char **pixels, int *width, int *height, char *message) {
    struct jpeg_decompress_struct info;
    flipbook_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    unsigned char *volatile row = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    error.message[0] = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = flipbook_jpeg_error_exit;
    error.manager.output_message = flipbook_jpeg_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        free(row);
        flipbook_jpeg_copy_message(message, error.message);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    jpeg_calc_output_dimensions(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    if ((unsigned long)info.output_width * (unsigned long)info.output_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return -2;
    }
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (!buffer) {
        jpeg_destroy_decompress(&info);
        flipbook_jpeg_copy_message(message, "out of memory");
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW target = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &target, 1);
    }
    if (cmyk) {
        // Adobe's CMYK JPEGs store the inks inverted (255 = none), which is how libjpeg returns them.
        int inverted = info.saw_Adobe_marker;
        for (size_t i = 0; i < stride * info.output_height; i += 4) {
            unsigned c = buffer[i], m = buffer[i + 1], y = buffer[i + 2], k = buffer[i + 3];
            if (!inverted) { c = 255 - c; m = 255 - m; y = 255 - y; k = 255 - k; }
            buffer[i] = (unsigned char)((c * k + 127) / 255);
            buffer[i + 1] = (unsigned char)((m * k + 127) / 255);
            buffer[i + 2] = (unsigned char)((y * k + 127) / 255);
            buffer[i + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return 0;
}

/// Encodes `width` × `height` RGBA pixels (rows packed, top row first; alpha ignored) as a baseline
/// JPEG of `quality` 0–100 into a buffer allocated with malloc (`*output`, `*output_size`; freed by
/// the caller). 0 on success, -1 on failure (`message` says why).
static inline int flipbook_jpeg_encode(const unsigned char *pixels, int width, int height, int quality,
                                       unsigned char **output, unsigned long *output_size, char *message) {
    struct jpeg_compress_struct info;
    flipbook_jpeg_error error;
    *output = NULL;
    *output_size = 0;
    error.message[0] = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = flipbook_jpeg_error_exit;
    error.manager.output_message = flipbook_jpeg_output_message;
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(*output);
        *output = NULL;
        *output_size = 0;
        flipbook_jpeg_copy_message(message, error.message);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, output, output_size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_RGBA;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * 4;
    while (info.next_scanline < info.image_height) {
        JSAMPROW source = (JSAMPROW)(pixels + stride * info.next_scanline);
        jpeg_write_scanlines(&info, &source, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}

#endif
