// Photos are made smaller in the browser before they travel: a 12-megapixel phone photo of 5 MB
// becomes a ~2000 px JPEG of a few hundred KB, which is what a seller on a slow mobile network
// feels most. The server re-encodes every photo anyway (platform/image-pipeline), so nothing is
// lost by sending less. Re-encoding here also drops EXIF (GPS) before the photo leaves the phone.

/** Longest side sent; the server keeps at most 1600 px, so this leaves it room to resize. */
const MAX_EDGE_PX = 2000;
const JPEG_QUALITY = 0.85;
/** A photo already this small and this light is sent as it is. */
const SEND_AS_IS_BYTES = 800 * 1024;
const PREVIEW_EDGE_PX = 240;
const SENDABLE_AS_IS = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface PreparedPhoto {
  /** What is uploaded: a smaller JPEG, or the original file. */
  upload: Blob;
  uploadName: string;
  /** A small JPEG for the uploader's thumbnail; null when the browser cannot decode the file. */
  preview: Blob | null;
}

export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const image = await decode(file);
  // The browser cannot read it (HEIC in Chromium, a damaged file): send it unchanged and let the
  // server answer with its own message.
  if (!image) return { upload: file, uploadName: file.name, preview: null };
  try {
    const longest = Math.max(image.width, image.height);
    const preview = await encode(image.source, fit(image, PREVIEW_EDGE_PX), 0.7).catch(() => null);
    const needsResize = longest > MAX_EDGE_PX;
    if (!needsResize && file.size <= SEND_AS_IS_BYTES && SENDABLE_AS_IS.has(file.type)) {
      return { upload: file, uploadName: file.name, preview };
    }
    const smaller = await encode(image.source, fit(image, MAX_EDGE_PX), JPEG_QUALITY).catch(
      () => null,
    );
    // Keep the original when re-encoding did not help (a small, well-compressed photo).
    if (!smaller || (smaller.size >= file.size && SENDABLE_AS_IS.has(file.type))) {
      return { upload: file, uploadName: file.name, preview };
    }
    return { upload: smaller, uploadName: jpegName(file.name), preview };
  } finally {
    image.release();
  }
}

interface DecodedImage {
  source: CanvasImageSource;
  width: number;
  height: number;
  release: () => void;
}

async function decode(file: File): Promise<DecodedImage | null> {
  if (typeof createImageBitmap === 'function') {
    try {
      // 'from-image' turns a sideways phone photo (EXIF orientation) upright.
      const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
      return {
        source: bitmap,
        width: bitmap.width,
        height: bitmap.height,
        release: () => bitmap.close(),
      };
    } catch {
      // Fall through to <img>, which some browsers decode more formats with.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    if (!img.naturalWidth || !img.naturalHeight) throw new Error('empty image');
    return {
      source: img,
      width: img.naturalWidth,
      height: img.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

function fit(image: { width: number; height: number }, maxEdge: number) {
  const scale = Math.min(1, maxEdge / Math.max(image.width, image.height));
  return {
    width: Math.max(1, Math.round(image.width * scale)),
    height: Math.max(1, Math.round(image.height * scale)),
  };
}

async function encode(
  source: CanvasImageSource,
  size: { width: number; height: number },
  quality: number,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  try {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(source, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the photo'))),
        'image/jpeg',
        quality,
      );
    });
  } finally {
    // Frees the pixel memory at once; phones hold little of it.
    canvas.width = 0;
    canvas.height = 0;
  }
}

function jpegName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${base}.jpg`;
}
