// One call that decodes a JPEG held in memory to 8-bit RGB with libjpeg(-turbo), linked from the static
// archive libjpeg-turbo's dev package installs (no shared library to map at start; see Package.swift).
#ifndef SOUS_CJPEG_H
#define SOUS_CJPEG_H

#include <stddef.h>

/// Decodes `size` bytes of JPEG to RGB rows (3 bytes a pixel, no padding) in a malloc'd buffer the
/// caller frees. Returns 0 on success; 1 with `message` filled when libjpeg refuses the data; 2 when
/// the picture has more than `max_pixels` pixels (a hostile header must not allocate gigabytes).
int sous_jpeg_decode_rgb(const unsigned char *data, unsigned long size, unsigned long max_pixels,
                         unsigned char **pixels, int *width, int *height,
                         char *message, size_t message_size);

#endif
