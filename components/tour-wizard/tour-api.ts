// The tour calls of spec doc 2 §7 as the leader's pages use them, through the one API client
// (its error toasts apply). Response types are inferred from the contracts (lib/tours/contracts.ts).
import { api } from "@/lib/client/api-client";
import type { QueryOf } from "@/lib/client/endpoint";
import * as reference from "@/lib/client/endpoints/reference";
import * as tours from "@/lib/client/endpoints/tours";
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

export const tourApi = {
  getDefault: () => api.call(tours.getDefaultTourContract, { notify: false }),
  saveDefault: (body: DefaultTourInput) => api.call(tours.saveDefaultTourContract, { body }),
  getForEdit: (tourId: number) => api.call(tours.editTourContract, { params: { tourId } }),
  create: (body: TourPayloadInput) => api.call(tours.createTourContract, { body }),
  update: (tourId: number, body: TourPayloadInput) => api.call(tours.updateTourContract, { params: { tourId }, body }),
  remove: (tourId: number) => api.call(tours.deleteTourContract, { params: { tourId } }),
  search: (query: QueryOf<typeof tours.searchToursContract>) => api.call(tours.searchToursContract, { query }),
  styles: () => api.call(tours.stylesContract, { notify: false }),
  hardships: () => api.call(tours.hardshipsContract, { notify: false }),
  cancellationReasons: () => api.call(tours.cancellationReasonsContract, { notify: false }),
  provinces: () => api.call(reference.listProvincesContract, { notify: false }),
  cities: (provinceId: number) =>
    api.call(reference.listProvinceCitiesContract, { params: { provinceId }, notify: false }),
  allCities: () => api.call(reference.listAllCitiesContract, { notify: false }),
  cancel: (tourId: number, reason: number, description: string | null) =>
    api.call(tours.cancelTourContract, { params: { tourId }, body: { reason, description } }),
  toggleRegistration: (tourId: number) => api.call(tours.toggleRegistrationContract, { params: { tourId } }),
  setVisibility: (tourId: number, visibility: "Hidden" | "Shown" | "Featured") =>
    api.call(tours.visibilityContract, { params: { tourId }, body: { visibility } }),

  // Photos: the callers show the spec's photo-specific toast, so these do not notify.
  uploadPhoto: (tourId: number, file: File, order: number) =>
    api.call(tours.addPhotoContract, { params: { tourId }, body: { Photo: file, Order: order }, notify: false }),
  deletePhoto: (tourId: number, photoName: string) =>
    api.call(tours.deletePhotoContract, { params: { tourId, photoName }, notify: false }),
  reorderPhotos: (tourId: number, photos: { order: number; name: string }[]) =>
    api.call(tours.reorderPhotosContract, { body: { tourId, photos }, notify: false }),
  copyPhoto: (tourId: number, oldPhotoName: string, priority: number) =>
    api.call(tours.copyPhotoContract, {
      body: { OldPhotoName: oldPhotoName, TourId: tourId, Priority: priority },
      notify: false,
    }),
  setLocalLeaderPhoto: (tourId: number, file: Blob) =>
    api.call(tours.setLocalLeaderPhotoContract, {
      params: { tourId },
      body: { Photo: file, Order: 1 },
      notify: false,
    }),
  removeLocalLeaderPhoto: (tourId: number) =>
    api.call(tours.removeLocalLeaderPhotoContract, { params: { tourId }, notify: false }),
  setDefaultLocalLeaderPhoto: (file: File) =>
    api.call(tours.setDefaultLocalLeaderPhotoContract, {
      body: { Photo: file, Order: 1 },
      notify: false,
    }),
  removeDefaultLocalLeaderPhoto: () => api.call(tours.removeDefaultLocalLeaderPhotoContract, { notify: false }),
};
