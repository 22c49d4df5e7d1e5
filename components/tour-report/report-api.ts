// The leader's tour report calls, typed for the pages (shapes of lib/tour-report/contracts.ts).
import type { ResponseOf } from "@/lib/client/response-of";
import type { closeSeatContract, vehicleSeatsContract } from "@/lib/tours/contracts";
import { apiClient } from "@/lib/client/api-client";

export interface ReportPassenger {
  id: number;
  reservationId: number;
  trackingId: string;
  firstName: string;
  lastName: string;
  fullName: string;
  nationalId: string;
  mobile: string;
  gender: "Male" | "Female";
  ageGroup: string;
  email: string | null;
  phone: string | null;
  description: string | null;
  extraQuestionAnswer: string | null;
  vehicleId: number | null;
  seatNumber: number | null;
  extraItems: { extraItemId: number | null; title: string; count: number }[];
  sellerId: number | null;
  sellerName: string | null;
  paymentMethod: string;
  paymentMethodTitle: string;
  isOffline: boolean;
  status: string;
  statusTitle: string;
  paid: number;
  createdAt: string;
}

export interface ReportVehicle {
  id: number;
  vehicleType: string;
  typeTitle: string;
  capacity: number;
  bookedCount: number;
  hasSeatMap: boolean;
  closedSeats: number[];
}

export interface ReportSession {
  id: number;
  startTime: string;
  endTime: string;
  capacity: number;
  bookedCount: number;
  placesLeft: number;
  vehicles: ReportVehicle[];
  passengers: ReportPassenger[];
}

export interface TourReport {
  tourId: number;
  title: string;
  tourType: string;
  status: string;
  extraQuestionTitle: string | null;
  extraItems: { id: number; title: string; price: number; capacity: number; soldCount: number }[];
  sessions: ReportSession[];
}

export interface SalesSummary {
  totalSale: number;
  onlineSale: number;
  offlineSale: number;
  affiliateCommision: number;
  tourInventory: number;
  capacity: number;
  soldCount: number;
  refunds: number;
  refundCount: number;
}

export interface TourRefund {
  id: number;
  trackingId: string;
  sessionId: number;
  penaltyPercent: number;
  paidAmount: number;
  returnedAmount: number;
  cardNumber: string | null;
  iban: string | null;
  state: string;
  stateTitle: string;
  refNum: string | null;
  createdAt: string;
  cancelledPassengers: { id: number; fullName: string; mobile: string }[];
}

export interface ViewStatistics {
  totalViews: number;
  totalSales: number;
  offlineSales: number;
  offlineAmount: number;
  sources: { source: string; title: string; views: number; visitors: number; sales: number; amount: number }[];
}

export interface SaleStatistics {
  purchasePercentFromAllViews: number;
  revisitPercent: number;
  rePurchasePercentFromAllPurchases: number;
  views: number;
  visitors: number;
  purchases: number;
}

export type SeatsAnswer = ResponseOf<typeof vehicleSeatsContract>;

export interface GroupMessageAnswer {
  id: number;
  recipients: number;
  cost: number;
  status: string;
}

export const reportApi = {
  passengers: (tourId: number) => apiClient.get<TourReport>("/api/tour/{tourId}/passengers", { params: { tourId } }),
  summary: (tourId: number, sessionId?: number) =>
    apiClient.get<SalesSummary>("/api/Tour/{id}/sales-summary", { params: { id: tourId }, query: { sessionId } }),
  refunds: (tourId: number) => apiClient.get<{ refunds: TourRefund[] }>("/api/refunds/{tourId}", { params: { tourId } }),
  settleRefund: (tourId: number, refundId: number, refNum: string) =>
    apiClient.put("/api/refunds/{tourId}/refund/{refundId}", { params: { tourId, refundId }, body: { refNum } }),
  views: (tourId: number) => apiClient.get<ViewStatistics>("/api/Tour/stats/{tourId}", { params: { tourId }, notify: false }),
  saleStatistics: (tourId: number) => apiClient.get<SaleStatistics>("/api/Tour/sale-statistics/{tourId}", { params: { tourId }, notify: false }),
  seats: (tourId: number, vehicleId: number) => apiClient.get<SeatsAnswer>("/api/Tour/{tourId}/vehicle/{vehicleId}/seats", { params: { tourId, vehicleId } }),
  toggleSeat: (tourId: number, vehicleId: number, seatNumber: number) =>
    apiClient.post<ResponseOf<typeof closeSeatContract>>("/api/Tour/{tourId}/vehicle/{vehicleId}/close-seat/{seatNumber}", { params: { tourId, vehicleId, seatNumber } }),
  deleteOffline: (tourId: number, passengerId: number) =>
    apiClient.delete("/api/tour/{tourId}/passengers/offline/{passengerId}", { params: { tourId, passengerId } }),
  addOffline: (tourId: number, body: unknown) => apiClient.post<{ id: number }>("/api/tour/{tourId}/passengers/offline", { params: { tourId }, body }),
  updateOffline: (tourId: number, passengerId: number, body: unknown) =>
    apiClient.put("/api/tour/{tourId}/passengers/offline/{passengerId}", { params: { tourId, passengerId }, body }),
  updateOnline: (tourId: number, passengerId: number, body: unknown) =>
    apiClient.put("/api/tour/{tourId}/passenger/{passengerId}", { params: { tourId, passengerId }, body }),
  sendSms: (tourId: number, message: string, sessionId?: number) =>
    apiClient.post<GroupMessageAnswer>("/api/Tour/{tourId}/sendSms", { params: { tourId }, body: { message, sessionId } }),
  survey: (tourId: number, survey: string) => apiClient.post<GroupMessageAnswer>("/api/Tour/{tourId}/survey", { params: { tourId }, body: { survey } }),
  exportUrl: (tourId: number, sessionId?: number) => `/api/tour/${tourId}/passengers/export${sessionId ? `?sessionId=${sessionId}` : ""}`,
};
