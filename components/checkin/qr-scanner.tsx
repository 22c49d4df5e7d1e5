"use client";
// The phone's back camera read by jsQR, a few frames a second; or, where there is no camera (or no
// permission for it), a photo of the ticket through the same decoder. A code that stays in view is
// read once: it counts again only after it has left the view for a moment (then it is a second scan).
import jsQR from "jsqr";
import { useCallback, useEffect, useRef, useState } from "react";

const FRAME_MS = 200;
/** A value unseen for this long and then seen again is a new scan. */
const SAME_CODE_GAP_MS = 2000;
const MAX_WIDTH = 720;

function decode(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement,
  attemptBoth = false,
): string | null {
  const scale = Math.min(1, MAX_WIDTH / width);
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return (
    jsQR(image.data, image.width, image.height, { inversionAttempts: attemptBoth ? "attemptBoth" : "dontInvert" })
      ?.data ?? null
  );
}

export function QrScanner({ onCode }: { onCode: (value: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const last = useRef<{ value: string; seen: number } | null>(null);
  const [active, setActive] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  const seen = useCallback((value: string) => {
    const now = Date.now();
    const previous = last.current;
    last.current = { value, seen: now };
    if (previous && previous.value === value && now - previous.seen < SAME_CODE_GAP_MS) return;
    handler.current(value);
  }, []);

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
    setActive(false);
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => {
      const v = video.current;
      if (!v || v.readyState < 2 || !v.videoWidth) return;
      canvas.current ??= document.createElement("canvas");
      const value = decode(v, v.videoWidth, v.videoHeight, canvas.current);
      if (value) seen(value);
    }, FRAME_MS);
    return () => window.clearInterval(timer);
  }, [active, seen]);

  async function start() {
    setProblem(null);
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play();
      }
      setActive(true);
    } catch {
      setProblem("دوربین در دسترس نیست (یا اجازه داده نشد). از عکس بلیت یا جست‌وجوی مسافر استفاده کنید.");
    }
  }

  async function fromPhoto(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    try {
      const bitmap = await createImageBitmap(file);
      canvas.current ??= document.createElement("canvas");
      const value = decode(bitmap, bitmap.width, bitmap.height, canvas.current, true);
      bitmap.close();
      if (value) handler.current(value);
      else setProblem("کد QR در این عکس پیدا نشد.");
    } catch {
      setProblem("این فایل عکس خوانده نشد.");
    }
  }

  return (
    <section className="card space-y-3" aria-label="اسکن بلیت">
      <div className={`relative overflow-hidden rounded-lg bg-slate-900 ${active ? "" : "hidden"}`}>
        <video ref={video} className="aspect-[4/3] w-full object-cover" muted playsInline data-testid="checkin-video" />
        <div className="pointer-events-none absolute inset-8 rounded-lg border-2 border-white/70" aria-hidden />
      </div>
      <div className="flex flex-wrap gap-2">
        {active ? (
          <button type="button" className="btn-secondary h-11 flex-1 px-3" onClick={stop}>
            خاموش کردن دوربین
          </button>
        ) : (
          <button type="button" className="btn-primary h-11 flex-1 px-3" onClick={start} data-testid="checkin-camera">
            اسکن با دوربین
          </button>
        )}
        <label className="btn-secondary h-11 flex-1 cursor-pointer px-3">
          عکس بلیت
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            data-testid="checkin-photo"
            onChange={(e) => void fromPhoto(e.target.files?.[0]).finally(() => (e.target.value = ""))}
          />
        </label>
      </div>
      {problem && (
        <p className="text-sm text-amber-700" role="status">
          {problem}
        </p>
      )}
    </section>
  );
}
