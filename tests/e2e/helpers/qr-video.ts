// A QR code as what a camera would see, for Chromium's fake camera (--use-file-for-fake-video-capture
// plays a .y4m file in a loop): black modules on a white page with a quiet zone, in YUV 4:2:0 frames.
import QRCode from "qrcode";

export function qrY4m(value: string, width = 640, height = 480, frames = 3): Buffer {
  const qr = QRCode.create(value, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const quiet = 4;
  const scale = Math.floor((Math.min(width, height) * 0.8) / (size + 2 * quiet));
  const left = Math.floor((width - size * scale) / 2);
  const top = Math.floor((height - size * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++)
        luma.fill(
          16,
          (top + y * scale + dy) * width + left + x * scale,
          (top + y * scale + dy) * width + left + (x + 1) * scale,
        );
    }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: frames }, () => frame),
  ]);
}

/** The same code as a PNG photo (the screen's "عکس بلیت" input). */
export function qrPng(value: string): Promise<Buffer> {
  return QRCode.toBuffer(value, { margin: 4, width: 480 });
}
