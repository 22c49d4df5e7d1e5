import { NextResponse } from "next/server";
import { API_SECURITY_HEADERS } from "./api-security-headers";

/** JSON text already written (toJsonText, or built by PostgreSQL) as an API answer, with the API's security headers. */
export function jsonTextResponse(text: string, init?: ResponseInit) {
  return new NextResponse(text, {
    ...init,
    headers: { "content-type": "application/json; charset=utf-8", ...API_SECURITY_HEADERS, ...init?.headers },
  });
}
