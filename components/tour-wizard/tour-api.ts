// The tour calls of spec doc 2 §7 as the leader's pages use them, through the one API client
// (its error toasts apply). Response types come from the services' return types.
import { apiClient } from "@/lib/client/api-client";
import type { DefaultTour, EditTour, Wire } from "@/lib/client/tour-draft";
import type { DefaultTourInput, TourPayloadInput } from "@/lib/tours/schemas";
import type { searchTours } from "@/lib/tours/search-tours";

export type TourListPage = Wire<Awaited<ReturnType<typeof searchTours>>>;
export type TourListRow = TourListPage["result"][number];
export interface Photo {
  order: number;
  name: string;
  address: string | null;
}
export interface NamedItem {
  id: number;
  title: string;
  description?: string;
}
export interface Place {
  id: number;
  name: string;
}
export interface CityWithProvince extends Place {
  provinceId: number;
}

const multipart = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
};

export const tourApi = {
  getDefault: () => apiClient.get<DefaultTour>("/api/Tour/default", { notify: false }),
  saveDefault: (body: DefaultTourInput) => apiClient.put<DefaultTour>("/api/Tour/default", { body }),
  getForEdit: (tourId: number) => apiClient.get<{ tour: EditTour }>("/api/Tour/{tourId}/edit", { params: { tourId } }),
  create: (body: TourPayloadInput) => apiClient.post<{ id: number }>("/api/Tour", { body }),
  update: (tourId: number, body: TourPayloadInput) => apiClient.put<{ id: number }>("/api/Tour/{tourId}", { params: { tourId }, body }),
  remove: (tourId: number) => apiClient.delete<unknown>("/api/Tour/{tourId}", { params: { tourId } }),
  search: (query: Record<string, string | number | boolean | null | undefined>) => apiClient.get<TourListPage>("/api/Tour/search", { query }),
  styles: () => apiClient.get<NamedItem[]>("/api/Tour/Styles", { notify: false }),
  hardships: () => apiClient.get<NamedItem[]>("/api/Tour/HardShips", { notify: false }),
  cancellationReasons: () => apiClient.get<NamedItem[]>("/api/Tour/CancellationReasons", { notify: false }),
  provinces: () => apiClient.get<Place[]>("/api/Provinces", { notify: false }),
  cities: (provinceId: number) => apiClient.get<CityWithProvince[]>("/api/Provinces/{provinceId}/cities", { params: { provinceId }, notify: false }),
  allCities: () => apiClient.get<CityWithProvince[]>("/api/Provinces/citites", { notify: false }),
  cancel: (tourId: number, reason: number, description: string | null) =>
    apiClient.post<unknown>("/api/Tour/{tourId}/cancel", { params: { tourId }, body: { reason, description } }),
  toggleRegistration: (tourId: number) => apiClient.put<unknown>("/api/Tour/{tourId}/toggleRegistration", { params: { tourId } }),
  setVisibility: (tourId: number, visibility: "Hidden" | "Shown" | "Featured") =>
    apiClient.put<unknown>("/api/Tour/{tourId}/sale-website/visibility", { params: { tourId }, body: { visibility } }),

  // Photos: the callers show the spec's photo-specific toast, so these do not notify.
  uploadPhoto: (tourId: number, file: File, order: number) =>
    apiClient.post<{ name: string; photos: Photo[] }>("/api/tour/{tourId}/Photo", { params: { tourId }, body: multipart({ Photo: file, Order: String(order) }), notify: false }),
  deletePhoto: (tourId: number, photoName: string) =>
    apiClient.delete<{ photos: Photo[] }>("/api/tour/{tourId}/Photo/{photoName}", { params: { tourId, photoName }, notify: false }),
  reorderPhotos: (tourId: number, photos: { order: number; name: string }[]) =>
    apiClient.post<{ photos: Photo[] }>("/api/tour/ReOrderTourPhoto", { body: { tourId, photos }, notify: false }),
  copyPhoto: (tourId: number, oldPhotoName: string, priority: number) =>
    apiClient.post<{ name: string; photos: Photo[] }>("/api/tour/CopyTourPhoto", {
      body: multipart({ OldPhotoName: oldPhotoName, TourId: String(tourId), Priority: String(priority) }),
      notify: false,
    }),
  setLocalLeaderPhoto: (tourId: number, file: Blob) =>
    apiClient.post<{ name: string | null; address: string | null }>("/api/Tour/{tourId}/Photo/local-leader", {
      params: { tourId },
      body: multipart({ Photo: file, Order: "1" }),
      notify: false,
    }),
  removeLocalLeaderPhoto: (tourId: number) =>
    apiClient.delete<unknown>("/api/Tour/{tourId}/Photo/local-leader", { params: { tourId }, notify: false }),
  setDefaultLocalLeaderPhoto: (file: File) =>
    apiClient.post<{ name: string | null; address: string | null }>("/api/Tour/default/Photo/local-leader", {
      body: multipart({ Photo: file, Order: "1" }),
      notify: false,
    }),
  removeDefaultLocalLeaderPhoto: () => apiClient.delete<unknown>("/api/Tour/default/Photo/local-leader", { notify: false }),
};
