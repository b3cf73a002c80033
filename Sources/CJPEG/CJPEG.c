// See include/CJPEG.h. libjpeg reports errors by calling error_exit, which by default ends the process;
// here it longjmps back into the decoder, which Swift cannot do itself.
#include "CJPEG.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} sous_jpeg_error;

static void sous_jpeg_error_exit(j_common_ptr info) {
    sous_jpeg_error *error = (sous_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

// Warnings (a corrupt but readable file) would go to stderr; the picture is shown as it decodes.
static void sous_jpeg_emit_message(j_common_ptr info, int level) {
    (void)info;
    (void)level;
}

int sous_jpeg_decode_rgb(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                         unsigned char **pixels, int *width, int *height,
                         char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    sous_jpeg_error error;
    unsigned char *volatile output = NULL;
    *pixels = NULL;
    *width = 0;
    *height = 0;
    info.err = jpeg_std_error(&error.manager);
    error.manager.error_exit = sous_jpeg_error_exit;
    error.manager.emit_message = sous_jpeg_emit_message;
    error.message[0] = '\0';
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(output);
        if (message && message_size > 0) {
            strncpy(message, error.message, message_size - 1);
            message[message_size - 1] = '\0';
        }
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if ((unsigned long)info.image_width * (unsigned long)info.image_height > max_pixels) {
        jpeg_destroy_decompress(&info);
        return 2;
    }
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 3;
    output = malloc(stride * info.output_height);
    if (output == NULL) {
        jpeg_destroy_decompress(&info);
        return 2;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = output + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    *pixels = output;
    return 0;
}
