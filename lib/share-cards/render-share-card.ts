import "server-only";
// The picture of a shared link when the page has no photo of its own (issue 32): 1200×630, the size
// Telegram, WhatsApp and X show whole. Text is drawn by sharp's text input (Pango with HarfBuzz), so
// Persian letters join and each line runs right to left; the Vazirmatn files are the ones the ticket PDF uses.
import sharp, { type OverlayOptions } from "sharp";
import { THEME_COLOR } from "@/lib/shared/brand";
import { renderTextLayer } from "./render-text-layer";
import { SHARE_CARD_SIZE, type ShareCard } from "./share-card";

const { width: SHARE_CARD_WIDTH, height: SHARE_CARD_HEIGHT } = SHARE_CARD_SIZE;

const MARGIN = 64;
const TEXT_WIDTH = SHARE_CARD_WIDTH - 2 * MARGIN;
const TITLE_ROOM = 260;
const text = (layer: Omit<Parameters<typeof renderTextLayer>[0], "width">) =>
  renderTextLayer({ ...layer, width: TEXT_WIDTH });

const background = (accent: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#0b3d4f"/>
      </linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <rect x="${MARGIN}" y="${SHARE_CARD_HEIGHT - 132}" width="${TEXT_WIDTH}" height="2" fill="#ffffff" fill-opacity="0.35"/>
    </svg>`,
  );

/** Longer texts are cut (with «…») before they are drawn, so no card spills over its box. */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  // At most three lines of title: a longer one is cut shorter until it fits, never cropped through a line.
  let title = await text({ text: cut(card.title, 90), weight: "Bold", size: 60, colour: "#ffffff" });
  for (let max = 72; title.height > TITLE_ROOM && max > 10; max = Math.floor(max * 0.8))
    title = await text({ text: cut(card.title, max), weight: "Bold", size: 60, colour: "#ffffff" });
  const lines = await Promise.all(
    card.lines.slice(0, 2).map((line) => text({ text: cut(line, 60), weight: "Regular", size: 40, colour: "#e2f3ef" })),
  );
  const brand = await text({ text: cut(card.brand, 50), weight: "Bold", size: 36, colour: "#ffffff" });
  const layers: OverlayOptions[] = [];
  let top = MARGIN;
  // Right-aligned: each layer's right edge on the right margin; a layer taller than its room is cropped.
  const place = async (layer: { data: Buffer; width: number; height: number }, room: number, gap: number) => {
    const height = Math.min(layer.height, room);
    const input =
      height < layer.height
        ? await sharp(layer.data).extract({ left: 0, top: 0, width: layer.width, height }).png().toBuffer()
        : layer.data;
    layers.push({ input, top, left: SHARE_CARD_WIDTH - MARGIN - layer.width });
    top += height + gap;
  };
  await place(title, TITLE_ROOM, 36);
  for (const line of lines) await place(line, 60, 20);
  layers.push({
    input: brand.data,
    top: SHARE_CARD_HEIGHT - 64 - brand.height + 8,
    left: SHARE_CARD_WIDTH - MARGIN - brand.width,
  });
  return sharp(background(THEME_COLOR)).composite(layers).png({ compressionLevel: 9 }).toBuffer();
}
