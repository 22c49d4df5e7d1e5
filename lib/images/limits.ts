// Limits of uploaded images, apart from the sharp pipeline so that contracts can name them.
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
