import { RECEIPT_PHOTO_QUALITY, scaledPhotoName, scaledPhotoSize, shouldScaleReceiptPhoto } from '@/domain/calor/receiptPhoto';
import { readFileContent } from '@/domain/files/fileContent';

/**
 * A large phone photo of a receipt, scaled down in the browser (long edge ~2,000 px, high-quality JPEG)
 * so it uploads quickly and still reads; anything else, or a photo the browser cannot decode, as it is
 * (the form's own checks then judge it). What it is and how many pixels it has are read from its header
 * first: a file that is not a photo, or one over the pixel limit, is never decoded.
 */
export async function scaleReceiptPhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    if (!shouldScaleReceiptPhoto(file, await readFileContent(file))) return file;
    // from-image: the photo's EXIF orientation is applied, so a portrait receipt stays upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const { width, height } = scaledPhotoSize(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#fff'; // a transparent PNG would otherwise turn black as a JPEG
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', RECEIPT_PHOTO_QUALITY));
    // Scaling must help: otherwise the original goes, and its size is checked as usual.
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], scaledPhotoName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
  } catch (error) {
    console.warn('Could not scale the receipt photo; sending it as it is', error);
    return file;
  }
}
