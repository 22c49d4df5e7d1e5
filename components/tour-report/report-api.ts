// The leader's tour report calls, typed for the pages (shapes of lib/tour-report/contracts.ts).
import type { ResponseOf } from "@/lib/client/response-of";
import type * as M from "@/lib/messaging/contracts";
import type * as S from "@/lib/statistics/contracts";
import type * as R from "@/lib/tour-report/contracts";
import type { vehicleSeatsContract } from "@/lib/tours/contracts";
import { api } from "@/lib/client/api-client";
import { urlOf, type BodyOf } from "@/lib/client/endpoint";
import * as messaging from "@/lib/client/endpoints/messaging";
import * as statistics from "@/lib/client/endpoints/statistics";
import * as tourReport from "@/lib/client/endpoints/tour-report";
import * as tours from "@/lib/client/endpoints/tours";

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
  passengers: (tourId: number) => api.call(tourReport.tourPassengersContract, { params: { tourId } }),
  summary: (tourId: number, sessionId?: number) =>
    api.call(tourReport.salesSummaryContract, { params: { tourId }, query: { sessionId } }),
  refunds: (tourId: number) => api.call(tourReport.tourRefundsContract, { params: { id: tourId } }),
  settleRefund: (tourId: number, refundId: number, refNum: string) =>
    api.call(tourReport.leaderRefundContract, { params: { id: tourId, refundId }, body: { refNum } }),
  views: (tourId: number) => api.call(statistics.tourViewStatisticsContract, { params: { tourId }, notify: false }),
  saleStatistics: (tourId: number) =>
    api.call(statistics.tourSaleStatisticsContract, { params: { tourId }, notify: false }),
  seats: (tourId: number, vehicleId: number) => api.call(tours.vehicleSeatsContract, { params: { tourId, vehicleId } }),
  toggleSeat: (tourId: number, vehicleId: number, seatNumber: number) =>
    api.call(tours.closeSeatContract, { params: { tourId, vehicleId, seatNumber } }),
  deleteOffline: (tourId: number, passengerId: number) =>
    api.call(tourReport.deleteOfflinePassengerContract, { params: { tourId, passengerId } }),
  addOffline: (tourId: number, body: BodyOf<typeof tourReport.addOfflinePassengerContract>) =>
    api.call(tourReport.addOfflinePassengerContract, { params: { tourId }, body }),
  updateOffline: (
    tourId: number,
    passengerId: number,
    body: BodyOf<typeof tourReport.updateOfflinePassengerContract>,
  ) => api.call(tourReport.updateOfflinePassengerContract, { params: { tourId, passengerId }, body }),
  updateOnline: (tourId: number, passengerId: number, body: BodyOf<typeof tourReport.editOnlinePassengerContract>) =>
    api.call(tourReport.editOnlinePassengerContract, { params: { tourId, passengerId }, body }),
  sendSms: (tourId: number, message: string, sessionId?: number) =>
    api.call(messaging.sendTourSmsContract, { params: { tourId }, body: { message, sessionId } }),
  survey: (tourId: number, survey: string) =>
    api.call(messaging.sendTourSurveyContract, { params: { tourId }, body: { survey } }),
  exportUrl: (tourId: number, sessionId?: number) =>
    urlOf(tourReport.exportPassengersContract, { params: { tourId }, query: { sessionId } }),
};
