import QRCode from 'qrcode';

// Medium error correction survives a crease or a smudge on a printed declaration; the four-module
// quiet zone is what scanners expect around the code.
const options = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of a clearance's public verification address, as PNG (for mail and print). */
export function verificationQrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { ...options, type: 'png', scale: 8 });
}

/** The same as SVG (scales on any screen). */
export function verificationQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { ...options, type: 'svg' });
}
