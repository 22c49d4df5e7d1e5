"use client";
// Runs a form's async submit with a busy flag. The API client has already shown the server's
// messages as toasts; anything else that fails (the session refusing a token) is toasted here.
import { useState } from "react";
import { toast } from "react-toastify";
import { ApiClientError } from "@/lib/client/api-client";

export function useSubmit<T>(action: (values: T) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const run = async (values: T) => {
    setBusy(true);
    try {
      await action(values);
    } catch (error) {
      if (!(error instanceof ApiClientError)) toast.error(error instanceof Error ? error.message : String(error));
      setBusy(false);
      return;
    }
    // Stays busy on success: the page is navigating away.
  };
  return { busy, run };
}
