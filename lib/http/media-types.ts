// The media types of the answers that are not JSON: what the handlers send, and what the OpenAPI
// document declares for each file contract (`fileTypes`), so the two cannot drift apart.
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const PDF_TYPE = "application/pdf";
/** A ticket's calendar file (lib/traveller/ticket-ics.ts). */
export const ICS_TYPE = "text/calendar";
/** A shared link's picture (lib/share-cards/render-share-card.ts). */
export const PNG_TYPE = "image/png";
/** What a private file (an identity document's scan or photo) may be (lib/storage/storage.ts). */
export const PRIVATE_FILE_TYPES = ["image/webp", "image/jpeg", "image/png", PDF_TYPE] as const;
/** What an uploaded image may be: sharp reads the format from the bytes (lib/images/process-image.ts). */
export const UPLOAD_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
