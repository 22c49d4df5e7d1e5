// Toasts for the public pages without shipping react-toastify until one is shown: the library and
// its stylesheet load on the first toast (`LazyToasts` in the public layouts mounts the container
// then; react-toastify keeps a toast sent before its container mounts and shows it on mount). In
// the panels, whose layouts mount the container from the start, this is the same `toast` as before.
import type { ToastOptions } from "react-toastify";

/** Asked for by `toast` below; `LazyToasts` listens and mounts the container. */
export const TOAST_REQUESTED = "hamsafar:toast";

type Kind = "error" | "success" | "info" | "warning";

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new Event(TOAST_REQUESTED));
  void import("react-toastify").then(({ toast: library }) => library[kind](message, options));
}

export const toast = {
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
  warning: (message: string, options?: ToastOptions) => show("warning", message, options),
};
