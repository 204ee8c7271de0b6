import sharp from 'sharp';

/** A photo as a phone would send it: wider than 1080 px and with GPS coordinates in its EXIF. */
export function phonePhoto(width = 2000, height = 1500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '9/1 8/1 0/1' } })
    .jpeg()
    .toBuffer();
}
