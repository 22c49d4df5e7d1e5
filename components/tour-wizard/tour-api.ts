// The tour calls of spec doc 2 §7 as the leader's pages use them, through the one API client
// (its error toasts apply). Response types are inferred from the contracts (lib/tours/contracts.ts).
import { apiClient } from "@/lib/client/api-client";
import type { ResponseOf } from "@/lib/client/response-of";
import type * as Ref from "@/lib/reference/contracts";
import type * as C from "@/lib/tours/contracts";
import type { DefaultTourInput, TourPayloadInput } from "@/lib/tours/schemas";

export type TourListPage = ResponseOf<typeof C.searchToursContract>;
export type TourListRow = TourListPage["result"][number];
export type Photo = ResponseOf<typeof C.reorderPhotosContract>["photos"][number];
export type NamedItem = ResponseOf<typeof C.stylesContract>[number] & { description?: string };
export type Place = ResponseOf<typeof Ref.listProvincesContract>[number];
export type CityWithProvince = ResponseOf<typeof Ref.listAllCitiesContract>[number];

const multipart = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

export const tourApi = {
  getDefault: () => apiClient.get<ResponseOf<typeof C.getDefaultTourContract>>("/api/Tour/default", { notify: false }),
  saveDefault: (body: DefaultTourInput) => apiClient.put<ResponseOf<typeof C.saveDefaultTourContract>>("/api/Tour/default", { body }),
  getForEdit: (tourId: number) => apiClient.get<ResponseOf<typeof C.editTourContract>>("/api/Tour/{tourId}/edit", { params: { tourId } }),
  create: (body: TourPayloadInput) => apiClient.post<ResponseOf<typeof C.createTourContract>>("/api/Tour", { body }),
  update: (tourId: number, body: TourPayloadInput) => apiClient.put<ResponseOf<typeof C.updateTourContract>>("/api/Tour/{tourId}", { params: { tourId }, body }),
  remove: (tourId: number) => apiClient.delete<ResponseOf<typeof C.deleteTourContract>>("/api/Tour/{tourId}", { params: { tourId } }),
  search: (query: Record<string, string | number | boolean | null | undefined>) => apiClient.get<TourListPage>("/api/Tour/search", { query }),
  styles: () => apiClient.get<ResponseOf<typeof C.stylesContract>>("/api/Tour/Styles", { notify: false }),
  hardships: () => apiClient.get<ResponseOf<typeof C.hardshipsContract>>("/api/Tour/HardShips", { notify: false }),
  cancellationReasons: () => apiClient.get<ResponseOf<typeof C.cancellationReasonsContract>>("/api/Tour/CancellationReasons", { notify: false }),
  provinces: () => apiClient.get<ResponseOf<typeof Ref.listProvincesContract>>("/api/Provinces", { notify: false }),
  cities: (provinceId: number) => apiClient.get<ResponseOf<typeof Ref.listProvinceCitiesContract>>("/api/Provinces/{provinceId}/cities", { params: { provinceId }, notify: false }),
  allCities: () => apiClient.get<ResponseOf<typeof Ref.listAllCitiesContract>>("/api/Provinces/citites", { notify: false }),
  cancel: (tourId: number, reason: number, description: string | null) =>
    apiClient.post<ResponseOf<typeof C.cancelTourContract>>("/api/Tour/{tourId}/cancel", { params: { tourId }, body: { reason, description } }),
  toggleRegistration: (tourId: number) => apiClient.put<ResponseOf<typeof C.toggleRegistrationContract>>("/api/Tour/{tourId}/toggleRegistration", { params: { tourId } }),
  setVisibility: (tourId: number, visibility: "Hidden" | "Shown" | "Featured") =>
    apiClient.put<ResponseOf<typeof C.visibilityContract>>("/api/Tour/{tourId}/sale-website/visibility", { params: { tourId }, body: { visibility } }),

  // Photos: the callers show the spec's photo-specific toast, so these do not notify.
  uploadPhoto: (tourId: number, file: File, order: number) =>
    apiClient.post<ResponseOf<typeof C.addPhotoContract>>("/api/tour/{tourId}/Photo", { params: { tourId }, body: multipart({ Photo: file, Order: String(order) }), notify: false }),
  deletePhoto: (tourId: number, photoName: string) =>
    apiClient.delete<ResponseOf<typeof C.deletePhotoContract>>("/api/tour/{tourId}/Photo/{photoName}", { params: { tourId, photoName }, notify: false }),
  reorderPhotos: (tourId: number, photos: { order: number; name: string }[]) =>
    apiClient.post<ResponseOf<typeof C.reorderPhotosContract>>("/api/tour/ReOrderTourPhoto", { body: { tourId, photos }, notify: false }),
  copyPhoto: (tourId: number, oldPhotoName: string, priority: number) =>
    apiClient.post<ResponseOf<typeof C.copyPhotoContract>>("/api/tour/CopyTourPhoto", {
      body: multipart({ OldPhotoName: oldPhotoName, TourId: String(tourId), Priority: String(priority) }),
      notify: false,
    }),
  setLocalLeaderPhoto: (tourId: number, file: Blob) =>
    apiClient.post<ResponseOf<typeof C.setLocalLeaderPhotoContract>>("/api/Tour/{tourId}/Photo/local-leader", {
      params: { tourId },
      body: multipart({ Photo: file, Order: "1" }),
      notify: false,
    }),
  removeLocalLeaderPhoto: (tourId: number) =>
    apiClient.delete<ResponseOf<typeof C.removeLocalLeaderPhotoContract>>("/api/Tour/{tourId}/Photo/local-leader", { params: { tourId }, notify: false }),
  setDefaultLocalLeaderPhoto: (file: File) =>
    apiClient.post<ResponseOf<typeof C.setDefaultLocalLeaderPhotoContract>>("/api/Tour/default/Photo/local-leader", {
      body: multipart({ Photo: file, Order: "1" }),
      notify: false,
    }),
  removeDefaultLocalLeaderPhoto: () => apiClient.delete<ResponseOf<typeof C.removeDefaultLocalLeaderPhotoContract>>("/api/Tour/default/Photo/local-leader", { notify: false }),
};
