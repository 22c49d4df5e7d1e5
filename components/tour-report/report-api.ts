// The leader's tour report calls, typed for the pages (shapes of lib/tour-report/contracts.ts).
import type { ResponseOf } from "@/lib/client/response-of";
import type * as M from "@/lib/messaging/contracts";
import type * as S from "@/lib/statistics/contracts";
import type * as R from "@/lib/tour-report/contracts";
import type { closeSeatContract, vehicleSeatsContract } from "@/lib/tours/contracts";
import { apiClient } from "@/lib/client/api-client";

export type ReportPassenger = ReportSession["passengers"][number];

export type ReportVehicle = ReportSession["vehicles"][number];

export type ReportSession = TourReport["sessions"][number];

export type TourReport = ResponseOf<typeof R.tourPassengersContract>;

export type SalesSummary = ResponseOf<typeof R.salesSummaryContract>;

export type TourRefund = ResponseOf<typeof R.tourRefundsContract>["refunds"][number];

export type ViewStatistics = ResponseOf<typeof S.tourViewStatisticsContract>;

export type SaleStatistics = ResponseOf<typeof S.tourSaleStatisticsContract>;

export type SeatsAnswer = ResponseOf<typeof vehicleSeatsContract>;

export type GroupMessageAnswer = ResponseOf<typeof M.sendTourSmsContract>;

export const reportApi = {
  passengers: (tourId: number) => apiClient.get<TourReport>("/api/tour/{tourId}/passengers", { params: { tourId } }),
  summary: (tourId: number, sessionId?: number) =>
    apiClient.get<SalesSummary>("/api/Tour/{tourId}/sales-summary", { params: { tourId }, query: { sessionId } }),
  refunds: (tourId: number) => apiClient.get<ResponseOf<typeof R.tourRefundsContract>>("/api/refunds/{id}", { params: { id: tourId } }),
  settleRefund: (tourId: number, refundId: number, refNum: string) =>
    apiClient.put("/api/refunds/{id}/refund/{refundId}", { params: { id: tourId, refundId }, body: { refNum } }),
  views: (tourId: number) => apiClient.get<ViewStatistics>("/api/Tour/stats/{tourId}", { params: { tourId }, notify: false }),
  saleStatistics: (tourId: number) => apiClient.get<SaleStatistics>("/api/Tour/sale-statistics/{tourId}", { params: { tourId }, notify: false }),
  seats: (tourId: number, vehicleId: number) => apiClient.get<SeatsAnswer>("/api/Tour/{tourId}/vehicle/{vehicleId}/seats", { params: { tourId, vehicleId } }),
  toggleSeat: (tourId: number, vehicleId: number, seatNumber: number) =>
    apiClient.post<ResponseOf<typeof closeSeatContract>>("/api/Tour/{tourId}/vehicle/{vehicleId}/close-seat/{seatNumber}", { params: { tourId, vehicleId, seatNumber } }),
  deleteOffline: (tourId: number, passengerId: number) =>
    apiClient.delete("/api/tour/{tourId}/passengers/offline/{passengerId}", { params: { tourId, passengerId } }),
  addOffline: (tourId: number, body: unknown) => apiClient.post<ResponseOf<typeof R.addOfflinePassengerContract>>("/api/tour/{tourId}/passengers/offline", { params: { tourId }, body }),
  updateOffline: (tourId: number, passengerId: number, body: unknown) =>
    apiClient.put("/api/tour/{tourId}/passengers/offline/{passengerId}", { params: { tourId, passengerId }, body }),
  updateOnline: (tourId: number, passengerId: number, body: unknown) =>
    apiClient.put("/api/tour/{tourId}/passenger/{passengerId}", { params: { tourId, passengerId }, body }),
  sendSms: (tourId: number, message: string, sessionId?: number) =>
    apiClient.post<GroupMessageAnswer>("/api/Tour/{tourId}/sendSms", { params: { tourId }, body: { message, sessionId } }),
  survey: (tourId: number, survey: string) => apiClient.post<GroupMessageAnswer>("/api/Tour/{tourId}/survey", { params: { tourId }, body: { survey } }),
  exportUrl: (tourId: number, sessionId?: number) => `/api/tour/${tourId}/passengers/export${sessionId ? `?sessionId=${sessionId}` : ""}`,
};
