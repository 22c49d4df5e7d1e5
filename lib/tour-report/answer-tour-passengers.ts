import "server-only";
// GET /api/tour/{tourId}/passengers: the tour report (list-tour-passengers.ts) written as the answer's text without
// building its passengers as objects: the head (tour, sessions, vehicles) by toJsonText, each session's passengers
// as PostgreSQL wrote them (read-report-passengers.ts), spliced where JSON.stringify would have put them (the last
// key of a session, sessions the last of the answer), so the bytes are those of the object form's answer.
import { toJsonText } from "@/lib/http/json-text";
import { jsonTextResponse } from "@/lib/http/json-text-response";
import { findReportTour } from "./find-report-tour";
import { readReportPassengers } from "./read-report-passengers";

export async function answerTourPassengers(leaderId: number, tourId: number, sessionId?: number): Promise<Response> {
  const { sessions, ...head } = await findReportTour(leaderId, tourId, sessionId);
  const texts = await readReportPassengers(
    tourId,
    sessions.map((s) => s.id),
  );
  const withoutLastBrace = (value: object) => toJsonText(value).slice(0, -1);
  const sessionTexts = sessions.map((s) => `${withoutLastBrace(s)},"passengers":${texts.get(s.id) ?? "[]"}}`);
  return jsonTextResponse(`${withoutLastBrace(head)},"sessions":[${sessionTexts.join(",")}]}`);
}
