import sharp from 'sharp';

/**
 * A JPEG of random noise, different per seed and the same for the same seed: noise does not compress, so
 * it weighs what a real photo of its size does (about 1 MB per megapixel at quality 95).
 * @param {number} width
 * @param {number} height
 * @param {number} seed
 * @param {number} [quality]
 * @returns {Promise<Buffer>}
 */
export function noiseJpeg(width, height, seed, quality = 95) {
  const pixels = Buffer.alloc(width * height * 3);
  let x = (seed * 2654435761) >>> 0 || 1;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    pixels[i] = x & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
