"use client";
// The toast outlet (top-left, 5000 ms, RTL): only in the layouts whose pages show toasts, so that
// pages without any (the landing page, the tariff) do not load react-toastify.
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";

export function Toasts() {
  return <ToastContainer position="top-left" autoClose={5000} rtl newestOnTop theme="colored" />;
}
