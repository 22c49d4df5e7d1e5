import "server-only";
// One line or paragraph of a share card as a transparent PNG: sharp's text input is Pango markup shaped by
// HarfBuzz, so Persian letters take their joined forms and a Persian paragraph runs right to left.
import path from "node:path";
import sharp from "sharp";

const FONT_DIR = path.join(process.cwd(), "node_modules/vazirmatn/fonts/ttf");

/** Pango markup is XML: what people typed must not open a tag. */
const escapeMarkup = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

interface Layer {
  text: string;
  weight: "Bold" | "Regular";
  size: number;
  colour: string;
  /** Pixels: the line length it wraps at. */
  width: number;
}

/** One text layer, right-aligned, wrapped at words and, for an unbroken token, at characters. */
export async function renderTextLayer({ text, weight, size, colour, width }: Layer) {
  const markup = `<span foreground="${colour}">${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `Vazirmatn ${weight} ${size}`,
      fontfile: path.join(FONT_DIR, `Vazirmatn-${weight}.ttf`),
      width,
      align: "right",
      wrap: "word-char",
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
